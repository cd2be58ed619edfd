/** Reached only through the guarded admin layout. */
export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Area riservata</h1>
    </div>
  );
}
