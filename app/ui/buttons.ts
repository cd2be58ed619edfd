/** Button-like link styles shared by the informational pages (contrast checked with axe). */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50";
/** For dark (brand) backgrounds. */
export const lightButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm hover:bg-brand-50";
export const outlineLightButton =
  "inline-flex items-center justify-center gap-2 rounded-full border-2 border-white px-5 py-2 font-semibold text-white hover:bg-white/10";
/** The amber call to action of the teachers' and students' pages. */
export const amberButton =
  "mt-6 inline-block rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300";
