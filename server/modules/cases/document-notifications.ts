/** Where a notification about a document takes the client: the document's card on their dashboard. */
export function documentLinkPath(documentId: string): string {
  return `/dashboard/documents#doc-${documentId}`;
}
