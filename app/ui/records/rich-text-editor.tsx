// Loaded only in the browser, only by the rich-text field of an editor (React.lazy in
// rich-text-field.tsx): TipTap and ProseMirror never reach public pages or the server.
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  Unlink,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { isImageUrl } from "~/platform/records/record-image";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "~/platform/records/record-image";
import type { FormResult } from "~/platform/forms/form-result";

export type RichTextEditorProps = {
  /** Name of the hidden field that carries the HTML in the form. */
  name: string;
  labelId: string;
  defaultValue: string;
  invalid?: boolean;
  describedBy?: string;
};

/** The editor action's answer to `intent=upload-image` (record-editor.server.ts). */
type UploadResult = FormResult<{ url: string }>;

export default function RichTextEditor({
  name,
  labelId,
  defaultValue,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["http", "https", "mailto"],
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "min-h-64 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });

  return (
    <div
      className={`mt-1 rounded-md border bg-white ${invalid ? "border-red-700" : "border-slate-400"}`}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

type Chain = ReturnType<Editor["chain"]>;

/**
 * A formatting button: what it is called, the node or mark it shows pressed
 * on (`name`, with `attributes`), what it does.
 */
type Format = {
  icon: LucideIcon;
  label: string;
  name: string;
  attributes?: Record<string, unknown>;
  toggle: (chain: Chain) => Chain;
};

const heading = (level: 2 | 3, icon: LucideIcon, label: string): Format => ({
  icon,
  label,
  name: "heading",
  attributes: { level },
  toggle: (c) => c.toggleHeading({ level }),
});

const FORMATS: Format[] = [
  heading(2, Heading2, "Titolo di sezione"),
  heading(3, Heading3, "Sottotitolo"),
  { icon: Bold, label: "Grassetto", name: "bold", toggle: (c) => c.toggleBold() },
  { icon: Italic, label: "Corsivo", name: "italic", toggle: (c) => c.toggleItalic() },
  { icon: List, label: "Elenco puntato", name: "bulletList", toggle: (c) => c.toggleBulletList() },
  {
    icon: ListOrdered,
    label: "Elenco numerato",
    name: "orderedList",
    toggle: (c) => c.toggleOrderedList(),
  },
  { icon: Quote, label: "Citazione", name: "blockquote", toggle: (c) => c.toggleBlockquote() },
];

/** Undo and redo: each button is off when there is nothing to undo or redo. */
const HISTORY = [
  { icon: Undo2, label: "Annulla modifica", command: "undo" },
  { icon: Redo2, label: "Ripeti modifica", command: "redo" },
] as const;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: FORMATS.map((format) => e.isActive(format.name, format.attributes)),
      link: e.isActive("link"),
      possible: HISTORY.map(({ command }) => e.can()[command]()),
    }),
  });
  const chain = () => editor.chain().focus();

  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const url = window.prompt("Indirizzo del link (https://…)", previous);
    if (url === null) return;
    if (url.trim() === "" || url.trim() === "https://") {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|mailto:|\/)/i.test(url.trim())) {
      window.alert("Il link deve iniziare con https://, http:// o mailto:");
      return;
    }
    chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };

  return (
    <div
      role="group"
      aria-label="Formattazione del contenuto"
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1.5"
    >
      {FORMATS.map((format, i) => (
        <ToolButton
          key={format.label}
          icon={format.icon}
          label={format.label}
          pressed={state.pressed[i]}
          onClick={() => format.toggle(chain()).run()}
        />
      ))}
      <ToolButton icon={Link2} label="Inserisci o modifica link" onClick={setLink} />
      {state.link ? (
        <ToolButton
          icon={Unlink}
          label="Rimuovi link"
          onClick={() => chain().extendMarkRange("link").unsetLink().run()}
        />
      ) : null}
      <ImageButton editor={editor} />
      {HISTORY.map(({ icon, label, command }, i) => (
        <ToolButton
          key={command}
          icon={icon}
          label={label}
          disabled={!state.possible[i]}
          onClick={() => chain()[command]().run()}
        />
      ))}
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  pressed,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the text selection: a mouse press on the toolbar must not blur the editor
      // (a blur can drop the pending bold/italic before the next keystroke).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-10 items-center justify-center rounded text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-40 ${
        pressed ? "bg-brand-100 text-brand-900" : ""
      }`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * Inserts an image in the text: a file uploaded to the server (same checks as
 * the cover: JPG, PNG or WebP, at most 5 MB, type read from the bytes) or an address.
 */
function ImageButton({ editor }: { editor: Editor }) {
  const fetcher = useFetcher<UploadResult>();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const inserted = useRef<string | null>(null);

  // Inserting the uploaded image updates the editor (outside React), once per upload.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result?.status !== "success" || !result.url) return;
    if (inserted.current === result.url) return;
    const url = result.url;
    inserted.current = url;
    const alt =
      window.prompt("Descrizione dell'immagine per chi non la vede (testo alternativo)") ?? "";
    editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
  }, [fetcher.state, fetcher.data, editor]);
  const uploadError =
    fetcher.state === "idle" && fetcher.data?.status === "failed"
      ? (fetcher.data.message ?? null)
      : null;
  const shownError = error ?? uploadError;

  const insertByUrl = () => {
    const url = window.prompt(
      "Indirizzo dell'immagine (https://…), oppure annulla per caricare un file",
    );
    if (url === null) {
      fileRef.current?.click();
      return;
    }
    if (!isImageUrl(url.trim())) {
      setError("Inserisci un indirizzo valido che inizi con https://.");
      return;
    }
    const alt =
      window.prompt("Descrizione dell'immagine per chi non la vede (testo alternativo)") ?? "";
    editor.chain().focus().setImage({ src: url.trim(), alt: alt.trim() }).run();
    setError(null);
  };

  return (
    <>
      <ToolButton
        icon={ImagePlus}
        label={fetcher.state === "idle" ? "Inserisci immagine" : "Caricamento immagine..."}
        disabled={fetcher.state !== "idle"}
        onClick={insertByUrl}
      />
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        // Opened by the toolbar button; never reached on its own.
        hidden
        aria-label="Carica un'immagine nel testo"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (!file) return;
          if (file.size > IMAGE_MAX_BYTES) {
            setError("L'immagine supera i 5 MB: scegline una più leggera.");
            return;
          }
          setError(null);
          const body = new FormData();
          body.set("intent", "upload-image");
          body.set("file", file);
          fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
        }}
      />
      {shownError ? (
        <p role="alert" className="w-full px-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </>
  );
}
