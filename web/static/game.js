// The game page's enhancements (every page reads without them): the left and right arrow keys step through the
// moves, and the page of the game now follows new moves as they are played (server-sent events).
"use strict";

document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
  if (!rel) return;
  const link = document.querySelector('head link[rel="' + rel + '"]');
  if (link) {
    event.preventDefault();
    window.location.assign(link.href);
  }
});

// The page of the game now: fetched again (not reloaded) when a move is made, its main part and its links to the
// moves before and after replaced. EventSource reconnects by itself when the stream is cut (a restart of the bot);
// its "hello" says the game's version, so moves made meanwhile are caught up at once.
function follow() {
  const game = document.querySelector("article.game");
  if (!game || game.dataset.now !== "yes" || !window.EventSource) return;
  let shown = Number(game.dataset.version);
  let latest = shown;
  let fetching = false;
  function refresh(version) {
    latest = Math.max(latest, version);
    if (fetching || latest <= shown) return;
    fetching = true;
    fetch(window.location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" })
      .then(function (answer) { return answer.ok ? answer.text() : null; })
      .then(function (html) {
        if (!html) return;
        const fresh = new DOMParser().parseFromString(html, "text/html");
        const article = fresh.querySelector("article.game");
        const main = document.querySelector("main");
        if (!article || !main) return;
        main.replaceChildren(...fresh.querySelector("main").childNodes);
        document.title = fresh.title;
        for (const rel of ["prev", "next"]) {
          const old = document.querySelector('head link[rel="' + rel + '"]');
          const now = fresh.querySelector('head link[rel="' + rel + '"]');
          if (old) old.remove();
          if (now) document.head.appendChild(now);
        }
        shown = Number(article.dataset.version);
      })
      .finally(function () {
        fetching = false;
        if (latest > shown) window.setTimeout(function () { refresh(latest); }, 2000);
      });
  }
  const events = new EventSource(game.dataset.events);
  events.addEventListener("hello", function (event) { refresh(Number(event.data)); });
  events.addEventListener("move", function (event) { refresh(Number(event.data)); });
}

follow();
