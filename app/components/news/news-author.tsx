type Author = { name: string; role: string; image: string };

/** The fixed author block of every article (spec §2): photo, name and role. */
export function NewsAuthor({ author }: { author: Author }) {
  return (
    <div className="flex items-center gap-4">
      <img
        src={author.image}
        alt={`Foto di ${author.name}`}
        width={56}
        height={56}
        className="h-14 w-14 rounded-full bg-brand-50 object-cover"
      />
      <div>
        <p className="font-semibold text-slate-900">{author.name}</p>
        <p className="text-sm text-slate-600">{author.role}</p>
      </div>
    </div>
  );
}
