// The fix the demo's scripted agent writes over src/slugify.js.
export function slugify(title) {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}
