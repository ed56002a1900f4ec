import type { StaticRouteName } from '../../app/routes/route-paths';

/**
 * The guide's shape: topics in order, each with its entries in order and the pages an answer
 * leads to. The texts are in the `help` namespace (`topics.{id}`, `entries.{id}.q/a/k`), one
 * file per language; an entry's id is its deep link (/guide#change-password).
 */
export interface FaqEntryDef {
  id: string;
  /** Pages the answer talks about, offered as links under it. */
  links?: readonly StaticRouteName[];
}

export interface FaqTopicDef {
  id: string;
  /** PrimeIcons class. */
  icon: string;
  entries: readonly FaqEntryDef[];
}

export const faqTopics: readonly FaqTopicDef[] = [
  {
    id: 'jobs',
    icon: 'pi pi-briefcase',
    entries: [
      { id: 'create-job', links: ['board_list'] },
      { id: 'publish-job', links: ['board_list'] },
      { id: 'job-approval', links: ['contacts'] },
      { id: 'board-columns', links: ['board_list'] },
      { id: 'new-applications', links: ['board_list'] },
    ],
  },
  {
    id: 'candidates',
    icon: 'pi pi-search',
    entries: [
      { id: 'search-candidates', links: ['search'] },
      { id: 'save-search', links: ['search_list'] },
      { id: 'saved-profiles', links: ['profile_list'] },
      { id: 'contact-details' },
      { id: 'candidate-analysis' },
    ],
  },
  {
    id: 'chat',
    icon: 'pi pi-comments',
    entries: [
      { id: 'write-candidate', links: ['messages'] },
      { id: 'schedule-interview' },
      { id: 'interview-hours', links: ['account'] },
      { id: 'questions' },
      { id: 'push-notifications', links: ['account'] },
    ],
  },
  {
    id: 'team',
    icon: 'pi pi-users',
    entries: [
      { id: 'invite-member', links: ['team_list'] },
      { id: 'roles', links: ['team_list'] },
      { id: 'change-role', links: ['team_list'] },
      { id: 'several-companies', links: ['company_list'] },
    ],
  },
  {
    id: 'company',
    icon: 'pi pi-building',
    entries: [
      { id: 'edit-company', links: ['company_list'] },
      { id: 'vat-id', links: ['company_list'] },
      { id: 'company-files', links: ['company_list'] },
    ],
  },
  {
    id: 'billing',
    icon: 'pi pi-wallet',
    entries: [
      { id: 'licence', links: ['license', 'contacts'] },
      { id: 'pricing', links: ['pricelist'] },
      { id: 'budget', links: ['budget', 'contacts'] },
    ],
  },
  {
    id: 'account',
    icon: 'pi pi-user',
    entries: [
      { id: 'change-password', links: ['account'] },
      { id: 'forgot-password' },
      { id: 'sign-in-blocked' },
      { id: 'change-email', links: ['account'] },
      { id: 'language', links: ['account'] },
    ],
  },
  {
    id: 'privacy',
    icon: 'pi pi-shield',
    entries: [
      { id: 'browser-data' },
      { id: 'delete-account', links: ['account'] },
      { id: 'marketing-consent', links: ['account'] },
      { id: 'candidate-privacy' },
    ],
  },
];
