import { PlaceholderPage } from '../home/PlaceholderPage';

/** /board/list — the company's job posts. */
export function BoardListPage() {
  return <PlaceholderPage title="board_list" area="board_list" icon="pi pi-briefcase" />;
}
