export { BoardPage } from './BoardPage';
export { BoardListPage } from './BoardListPage';
