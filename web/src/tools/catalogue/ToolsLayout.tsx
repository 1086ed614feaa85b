import { Outlet } from 'react-router';

export default function ToolsLayout() {
  return <Outlet />;
}
