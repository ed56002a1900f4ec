export { SearchPage } from './SearchPage';
export { SavedSearchesPage } from './SavedSearchesPage';
