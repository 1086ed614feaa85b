import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/services/PageLoading';

/** The frame shared by the catalogue and every tool page; a tool's chunk loads inside it, so the frame stays put. */
export default function ToolsLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <Suspense fallback={<PageLoading className="min-h-[40vh]" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
