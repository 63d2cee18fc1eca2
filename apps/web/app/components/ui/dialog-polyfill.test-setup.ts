/**
 * jsdom has no `showModal()` or `close()`. These stand-ins only open and close the element; what
 * the browser adds (top layer, inert page, Escape as `cancel`, focus) is covered by the browser
 * tests in Chromium.
 */
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};
