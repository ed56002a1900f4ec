export { TeamPage } from './TeamPage';
export { TeamListPage } from './TeamListPage';
