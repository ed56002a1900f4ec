/** Shown while a page or the translations load; no text, since translations may not be there yet. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
    </div>
  );
}
