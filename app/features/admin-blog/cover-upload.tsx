import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { controlClasses } from "../../components/ui/form-field.tsx";

/**
 * The cover image, sent as soon as it is chosen to the admin API's cover upload (which checks the
 * file by its bytes: JPG or PNG only), with its progress announced. XMLHttpRequest rather than
 * fetch because only it reports upload progress.
 */
export function CoverUpload({ postId, coverUrl }: { postId: string; coverUrl: string | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(coverUrl);
  const [message, setMessage] = useState("");
  const hintId = useId();

  const upload = (file: File) => {
    const body = new FormData();
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/blog/${postId}/cover`);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        setMessage(t("adminBlog.fields.coverUploading", { percent: Math.round((event.loaded / event.total) * 100) }));
      }
    };
    request.onload = () => {
      const answer = safeJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const url = answer?.post?.coverImageUrl;
        if (typeof url === "string") setCurrent(url);
        setMessage(t("adminBlog.fields.coverUploaded"));
      } else {
        setMessage(typeof answer?.error?.message === "string" ? answer.error.message : t("adminBlog.autosave.failed"));
      }
    };
    request.onerror = () => setMessage(t("adminBlog.autosave.failed"));
    request.send(body);
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor="post-cover" className="text-sm font-medium text-slate-800">
        {t("adminBlog.fields.cover")}
      </label>
      {current ? (
        <img src={current} alt={t("adminBlog.fields.coverCurrent")} className="max-h-40 w-fit rounded" />
      ) : null}
      <input
        id="post-cover"
        type="file"
        accept="image/jpeg,image/png"
        className={`${controlClasses} py-2`}
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
        }}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t("adminBlog.fields.coverHint")}
      </p>
      <p aria-live="polite" className="text-sm text-slate-800">
        {message}
      </p>
    </div>
  );
}

type UploadAnswer = { post?: { coverImageUrl?: unknown }; error?: { message?: unknown } };

function safeJson(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}
