import { Outlet } from "react-router";
import { AuthFrame } from "~/features/shell/frames.tsx";

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
