import { Outlet } from 'react-router';

export default function ToolPage() {
  return <Outlet />;
}
