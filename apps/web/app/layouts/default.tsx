import { Outlet } from "react-router";
import { DefaultFrame } from "~/features/shell/frames.tsx";

export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}
