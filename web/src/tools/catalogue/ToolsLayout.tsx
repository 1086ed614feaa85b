import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FooterHold } from '@/app/footer-hold';
import { Spinner } from '@/components/Feedback';

/** The frame shared by the catalogue and every tool page; a tool's chunk loads inside it, so the frame stays put. */
export default function ToolsLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Suspense
        fallback={
          <div className="flex min-h-[40vh] items-center justify-center text-primary">
            <FooterHold />
            <Spinner className="h-8 w-8" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}
