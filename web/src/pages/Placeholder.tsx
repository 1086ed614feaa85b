import { Construction } from 'lucide-react';

/** Holds a route's place until its issue is built. */
export function Placeholder({ title, note }: { title: string; note: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-3 px-6 text-center">
      <Construction className="h-10 w-10 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{note}</p>
    </section>
  );
}
