// Loaded synchronously in <head> (the CSP forbids inline scripts) so the stored theme is on <html>
// before the first paint, avoiding a flash of the light theme for dark-mode users.
(function () {
  try {
    if (window.localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
  } catch (error) {
    // Storage can be blocked (private mode, strict cookie settings); the light default then applies.
  }
})();
