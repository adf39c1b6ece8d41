// The game page's enhancements (every page reads without them): the left and right arrow keys step through the
// moves, and the page of the game now follows new moves as they are played (server-sent events).
"use strict";

document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
  if (!rel) return;
  const link = document.querySelector('link[rel="' + rel + '"]');
  if (link) {
    event.preventDefault();
    window.location.assign(link.href);
  }
});

function follow() {
  const game = document.querySelector("article.game");
  if (!game || game.dataset.now !== "yes" || !window.EventSource) return;
  const events = new EventSource(game.dataset.events);
  let fetching = false;
  events.addEventListener("move", function () {
    if (fetching) return;
    fetching = true;
    fetch(window.location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" })
      .then(function (answer) { return answer.ok ? answer.text() : null; })
      .then(function (html) {
        if (!html) return;
        const fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
        const main = document.querySelector("main");
        if (fresh && main) main.replaceChildren(...fresh.childNodes);
        for (const rel of ["prev", "next"]) {
          const old = document.querySelector('head link[rel="' + rel + '"]');
          const now = new DOMParser().parseFromString(html, "text/html").querySelector('head link[rel="' + rel + '"]');
          if (old) old.remove();
          if (now) document.head.appendChild(now);
        }
      })
      .finally(function () { fetching = false; });
  });
  // EventSource reconnects by itself when the server goes away (a restart of the bot) and comes back.
}

follow();
