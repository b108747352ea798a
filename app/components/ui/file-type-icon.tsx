/** A file's kind at a glance: a page with "PDF", or a picture. Decorative: the type is said in words beside it. */
export function FileTypeIcon({ contentType, className = "size-9" }: { contentType: string; className?: string }) {
  const pdf = contentType === "application/pdf";
  return (
    <svg viewBox="0 0 36 36" className={`shrink-0 ${className}`} aria-hidden="true">
      <path d="M8 3h14l8 8v20a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2z" fill={pdf ? "#fdecea" : "#eef4fb"} />
      <path d="M22 3v8h8" fill="none" stroke={pdf ? "#a02d21" : "#1a4a82"} strokeWidth="1.5" />
      <path
        d="M8 3h14l8 8v20a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2z"
        fill="none"
        stroke={pdf ? "#a02d21" : "#1a4a82"}
        strokeWidth="1.5"
      />
      {pdf ? (
        <text x="18" y="26" textAnchor="middle" fontSize="8" fontWeight="700" fill="#a02d21" fontFamily="sans-serif">
          PDF
        </text>
      ) : (
        <>
          <circle cx="14" cy="17" r="2.5" fill="#1a4a82" />
          <path d="M9 28l6-6 4 4 3-3 5 5z" fill="#1a4a82" />
        </>
      )}
    </svg>
  );
}
