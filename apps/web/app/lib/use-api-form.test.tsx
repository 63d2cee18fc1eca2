import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { FormEvent } from "react";
import { describe, expect, it } from "vitest";
import { TextField } from "~/components/ui/text-field.tsx";
import { renderWithProviders } from "~/test/render.tsx";
import { ApiError } from "./api-client.ts";
import type { Validation } from "./form-validation.ts";
import { useApiForm } from "./use-api-form.ts";

interface Values {
  name: string;
  zip: string;
}

/** A form of two fields whose write the server refuses at `zip`. */
function TwoFields({ check }: { check: (fields: FormData) => Validation<Values> }) {
  const form = useApiForm<unknown, Values>({
    mutationFn: async () => {
      throw new ApiError(400, "BAD_REQUEST", "Invalid", [
        { path: "body.zip", message: "Enter a 5-digit ZIP code" },
      ]);
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit(check(new FormData(event.currentTarget)));
  }
  return (
    <form ref={form.ref} noValidate onSubmit={submit}>
      <TextField label="Name" name="name" error={form.errors.name} />
      <TextField label="ZIP" name="zip" error={form.errors.zip} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("useApiForm", () => {
  it("moves the focus to the first field its own check marks invalid", async () => {
    renderWithProviders(
      <TwoFields check={() => ({ ok: false, errors: { name: "Enter your name", zip: "Enter a ZIP" } })} />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
  });

  it("moves the focus to the field the server refused", async () => {
    renderWithProviders(<TwoFields check={() => ({ ok: true, data: { name: "Ana", zip: "7870" } })} />);
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("ZIP")));
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });
});
