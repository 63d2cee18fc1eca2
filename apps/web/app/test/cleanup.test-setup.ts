import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Files share one jsdom (vitest.config.ts `isolate: false`): what a test rendered goes with it.
afterEach(cleanup);
