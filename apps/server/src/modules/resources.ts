import { companyResource } from './companies/companies.resources.js';
import { companyFileResource } from './companies/company-files.js';
import { userCompanyResource } from './team/team.resources.js';
import { jobResource } from './jobs/jobs.resources.js';
import {
  hiddenJobResource,
  jobInvitationResource,
  savedJobResource,
} from './jobs/candidate-jobs.resources.js';
import { applicationResource, jobApplicationStatusResource } from './board/board.resources.js';
import { applicationNoteResource, applicationStepResource } from './board/application-records.resources.js';
import { referenceResources } from './reference/reference.resources.js';
import { recruiterPreferenceResource } from './users/users.resources.js';
import { chatResource } from './chat/chat.resources.js';
import { applicationQuestionResource, videoAnswerResource } from './questions/questions.resources.js';
import { videoResources } from './video/video.resources.js';

/** Every resource served by the generic layer. */
export const allResources = [
  ...referenceResources,
  companyResource,
  companyFileResource,
  userCompanyResource,
  jobResource,
  hiddenJobResource,
  savedJobResource,
  jobInvitationResource,
  jobApplicationStatusResource,
  applicationResource,
  applicationNoteResource,
  applicationStepResource,
  recruiterPreferenceResource,
  chatResource,
  applicationQuestionResource,
  videoAnswerResource,
  ...videoResources,
];
