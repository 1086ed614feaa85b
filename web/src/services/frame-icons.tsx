import type { ReactNode, SVGProps } from 'react';

// The few icons of the app's frame (header, theme toggle, spinner), drawn as lucide draws them
// (lucide-react 1.x, ISC licence: same paths and attributes). Every page's first load carries the
// frame, and lucide's component machinery is about 2 kB gzip of it; the pages and tools keep using
// lucide-react itself.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function frameIcon(children: ReactNode) {
  return function FrameIcon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const MenuIcon = frameIcon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const CloseIcon = frameIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const SunIcon = frameIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const MoonIcon = frameIcon(
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);
export const MonitorIcon = frameIcon(
  <>
    <rect width="20" height="14" x="2" y="3" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export const LoaderIcon = frameIcon(<path d="M21 12a9 9 0 1 1-6.219-8.56" />);
