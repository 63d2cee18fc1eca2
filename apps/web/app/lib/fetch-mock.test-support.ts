/** Component tests answer the site's API calls themselves: a `fetch` stub, fresh for each test. */
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** Registers the hooks of one test file: a reset stub before each test, cleanup and the real `fetch` after. */
export function mockFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
