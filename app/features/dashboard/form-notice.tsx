/**
 * What a dashboard form's outcome says at the top of the page: a success in a polite status
 * region, a refusal not tied to one item as an alert. (A refusal about one task or document is
 * shown beside it instead.) The regions are always rendered, so a change is announced.
 */
export function FormNotice({ notice, refusal }: { notice: string | null; refusal: string | null }) {
  return (
    <>
      <div role="status" className="empty:hidden mt-4">
        {notice && (
          <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900">
            {notice}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-900">
          {refusal}
        </p>
      )}
    </>
  );
}
