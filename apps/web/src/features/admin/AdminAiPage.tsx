import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../shared/ui/SectionCard';
import { PromptTable } from './ai/PromptTable';
import { AdminPage } from './AdminPage';
import { PromptWorkspace } from './ai/PromptWorkspace';

/** /admin/tweak_ai — back office: the AI prompts, their versions, comparison, rollback and a try-it run. */
export function AdminAiPage() {
  const { t } = useTranslation('admin-ai');
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('prompt'));
  const selectedId = Number.isInteger(picked) && picked > 0 ? picked : null;
  return (
    <AdminPage page="admin-ai" title={t('routes.admin_ai', { ns: 'dashboard' })} lead={t('admin-ai:lead')}>
      <SectionCard
        id="ai-prompts-card"
        icon="pi-list"
        title={t('admin-ai:prompts.title')}
        description={t('admin-ai:prompts.description')}
      >
        <PromptTable selectedId={selectedId} onOpen={(id) => setParams({ prompt: String(id) })} />
      </SectionCard>
      {selectedId !== null && <PromptWorkspace promptId={selectedId} />}
    </AdminPage>
  );
}
