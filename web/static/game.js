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

// The page of the game now follows the moves: each move's event carries the page's changed parts (its main part with
// the latest moves, its title and link to the move before), made once by the site for every open page, and the page
// keeps the earlier moves it lists (or, if it missed more than the event carries, fetches itself again); a player's
// own view, whose events carry only the version, fetches itself again (not reloaded). EventSource reconnects by
// itself when the stream is cut (a restart of the bot); its "hello" says the game's version, so moves made meanwhile
// are caught up at once.
function follow() {
  const game = document.querySelector("article.game");
  if (!game || game.dataset.now !== "yes" || !window.EventSource) return;
  let shown = Number(game.dataset.version);
  let latest = shown;
  let fetching = false;
  function show(title, main, previous) {
    document.querySelector("main").replaceChildren(...main.childNodes);
    document.title = title;
    const old = document.querySelector('head link[rel="prev"]');
    if (old) old.remove();
    if (previous) {
      const link = document.createElement("link");
      link.rel = "prev";
      link.href = previous;
      document.head.appendChild(link);
    }
  }
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
        const previous = fresh.querySelector('head link[rel="prev"]');
        if (!article || !fresh.querySelector("main")) return;
        const version = Number(article.dataset.version);
        if (version <= shown) return;
        show(fresh.title, fresh.querySelector("main"), previous && previous.getAttribute("href"));
        shown = version;
      })
      .finally(function () {
        fetching = false;
        if (latest > shown) window.setTimeout(function () { refresh(latest); }, 2000);
      });
  }
  function page(event) {
    const parts = JSON.parse(event.data);
    if (parts.version <= shown) return;
    const kept = Array.from(document.querySelectorAll("ol#moves > li"));
    if (kept.length < parts.since) { refresh(parts.version); return; }  // moves missed: the whole page, fetched
    latest = Math.max(latest, parts.version);
    const fresh = new DOMParser().parseFromString("<main>" + parts.main + "</main>", "text/html");
    const list = fresh.querySelector("ol#moves");
    if (list) list.prepend(...kept.slice(0, parts.since));  // the moves it had; the event's are the latest
    show(parts.title, fresh.querySelector("main"), parts.previous);
    shown = parts.version;
  }
  const events = new EventSource(game.dataset.events);
  events.addEventListener("hello", function (event) { refresh(Number(event.data)); });
  events.addEventListener("move", function (event) { refresh(Number(event.data)); });
  events.addEventListener("page", page);
}

follow();
