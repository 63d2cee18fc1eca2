import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Files share one jsdom (vitest.config.ts `isolate: false`): what a test rendered goes with it.
afterEach(cleanup);

// `findBy…` and `waitFor` wait on a state; a busy machine can take longer than the default second
// to reach it (a lazy chunk, a mocked answer), which says nothing about the page.
configure({ asyncUtilTimeout: 5_000 });
