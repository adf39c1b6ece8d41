"""The gateway WebSocket: HELLO, heartbeats, IDENTIFY/READY/GUILD_CREATE, RESUME, and event dispatch.

Sessions outlive their connections, as on Discord: events and interactions sent to a session while it is
disconnected (or after a connection was lost with frames in flight) wait in its backlog, and a RESUME with the last
sequence number the bot saw replays everything after it. A session that ends (op 9 INVALID_SESSION(false), a
non-resumable close code, a fresh IDENTIFY for its shard) takes its undelivered events and interactions with it:
Discord never gives them to a new session. The faults of `faults.py` close, drop and invalidate sessions here.

Sharding is Discord's: an IDENTIFY names its shard ([id, count]); each guild belongs to shard
`(guild_id >> 22) % count` (DMs to shard 0), whose session alone gets that guild in READY, its GUILD_CREATE, its
events and its interactions.

Frames are zlib-stream compressed when the client asks for it (discord.py does, unless zstd is installed,
in which case it asks for zstd-stream and gets plain text frames, which it also reads).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import socket
import struct
import time
import zlib
from asyncio import Transport
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .constants import API_VERSION, NON_RESUMABLE_CLOSE_CODES, PRIVILEGED_INTENTS, CloseCode, Intent
from .faults import FaultKind, FaultLog
from .models import Guild
from .world import World

log = logging.getLogger("fakediscord.gateway")

OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_PRESENCE, OP_VOICE, OP_RESUME = 0, 1, 2, 3, 4, 6
OP_RECONNECT, OP_REQUEST_MEMBERS, OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 7, 8, 9, 10, 11
IGNORED_OPS = frozenset({OP_PRESENCE, OP_VOICE})

# Application flags Discord sets when a privileged intent is enabled in the developer portal.
PRESENCE_LIMITED, MEMBERS_LIMITED, MESSAGE_CONTENT_LIMITED = 1 << 13, 1 << 15, 1 << 19


class Connection:
    """One WebSocket; a writer task sends queued frames in order so dispatch can stay synchronous."""

    def __init__(self, ws: web.WebSocketResponse, *, zlib_stream: bool, transport: Transport | None = None) -> None:
        self.ws = ws
        self.session: Session | None = None
        self.closing = False  # told or made to go (closed, dropped, op 7, op 9): frames sent now may never be read
        self._transport = transport
        self._compressor = zlib.compressobj() if zlib_stream else None
        self._queue: asyncio.Queue[str | int] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write_loop())

    def send(self, frame: dict[str, Any] | str) -> None:
        self._queue.put_nowait(frame if isinstance(frame, str) else json.dumps(frame))

    def close_after_flush(self, code: int) -> None:
        """Send what is queued, then close with `code` (ints in the queue mean "close now")."""
        self.closing = True
        self._queue.put_nowait(code)

    def abort(self) -> None:
        """Drop the TCP connection without a close frame (a reset), as a failing network does; frames still queued
        are never sent."""
        self.closing = True
        self._writer.cancel()
        if self._transport is None:
            return
        sock = self._transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self._transport.abort()

    async def stop(self) -> None:
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer

    async def _write_loop(self) -> None:
        while True:
            item = await self._queue.get()
            if isinstance(item, int):
                await self.ws.close(code=item)
                return
            try:
                if self._compressor is None:
                    await self.ws.send_str(item)
                else:
                    data = self._compressor.compress(item.encode()) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
                    await self.ws.send_bytes(data)
            except (ConnectionError, RuntimeError) as exc:
                log.debug("gateway send failed, connection gone: %s", exc)
                return


@dataclass(eq=False)
class Session:
    """A gateway session; it outlives its connection so that RESUME can replay what was missed."""

    id: str
    shard: tuple[int, int]
    intents: int
    identified_at: float
    seq: int = 0
    backlog: list[tuple[int, str]] = field(default_factory=list)
    connection: Connection | None = None
    valid: bool = True
    interaction_seqs: dict[int, int] = field(default_factory=dict)  # seq of each INTERACTION_CREATE -> its id

    def owns(self, guild_id: int | None) -> bool:
        """Discord's shard formula; DMs go to shard 0."""
        shard_id, shard_count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % shard_count == shard_id

    def push(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        frame = json.dumps({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})
        self.backlog.append((self.seq, frame))
        if self.connection is not None:
            self.connection.send(frame)


@dataclass(frozen=True)
class Resume:
    """A RESUME the gateway accepted: the sequence number the bot said it had seen, and how many frames (events and
    interactions it had missed) were replayed after it."""

    session_id: str
    shard: tuple[int, int]
    seq: int
    replayed: int
    interactions: int
    at: float


class GatewayServer:
    """Accepts bot connections and routes events to the sessions that should receive them."""

    def __init__(
        self,
        world: World,
        *,
        gateway_url: Callable[[], str],
        heartbeat_interval_ms: int,
        allowed_privileged_intents: int,
        zlib_stream: bool = True,
        recommended_shards: int = 1,
        fault_log: FaultLog | None = None,
    ) -> None:
        self.world = world
        self.fault_log = fault_log or FaultLog(world.changed)
        self.recommended_shards = recommended_shards
        self._gateway_url = gateway_url
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.allowed_privileged_intents = allowed_privileged_intents
        self.zlib_stream = zlib_stream
        self.sessions: dict[str, Session] = {}
        self.connections: set[Connection] = set()
        self.identify_count = 0
        self.resume_count = 0
        self.refused_resumes = 0  # RESUMEs answered op 9 INVALID_SESSION(false), whatever the reason
        self.close_codes: list[int] = []
        self.connection_queries: list[dict[str, str]] = []
        self.resumes: list[Resume] = []
        self.resumes_to_refuse = 0  # so many coming RESUMEs get op 9 INVALID_SESSION(false) (refuse_next_resume)
        self.refuse_handshakes_until = 0.0  # time.monotonic() until which new connections get 503 (an outage)

    # events ----------------------------------------------------------------------------------------------

    def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None, intent: Intent | None) -> None:
        for session in self.sessions.values():
            if session.valid and session.owns(guild_id) and (intent is None or session.intents & intent):
                session.push(event, data)

    def deliver_interaction(self, payload: dict[str, Any], guild_id: int | None) -> bool:
        """Send INTERACTION_CREATE to one session: the newest for the shard, preferring a connected one.

        Returns whether it went out on a live connection that is not closing (else it waits in a session backlog, for
        a RESUME, and is lost if the session never resumes).
        """
        candidates = [s for s in self.sessions.values() if s.valid and s.owns(guild_id)]
        if not candidates:
            return False
        target = max(candidates, key=lambda s: (s.connection is not None, s.identified_at))
        target.push("INTERACTION_CREATE", payload)
        target.interaction_seqs[target.seq] = int(payload["id"])
        return target.connection is not None and not target.connection.closing

    def dispatched(self, event: str) -> list[dict[str, Any]]:
        frames = [json.loads(frame) for s in self.sessions.values() for _, frame in s.backlog]
        return [frame["d"] for frame in frames if frame["t"] == event]

    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.valid and s.connection is not None]

    def live_shards(self) -> set[tuple[int, int]]:
        """The (shard id, shard count) of every connected session."""
        return {session.shard for session in self.live_sessions()}

    def request_reconnect(self, *, shard: int | None = None) -> int:
        """Send op 7 RECONNECT, as Discord does before moving a session: to every live session, or to those of shard
        id `shard`. Returns how many were sent."""
        targets = self._live_connections(shard)
        for connection in targets:
            connection.send({"op": OP_RECONNECT, "d": None})
            connection.closing = True
            self._record_fault(FaultKind.GATEWAY_RECONNECT, connection, "op 7 RECONNECT")
        return len(targets)

    def drop_connections(self, code: int = 4000) -> None:
        """Close every connection server-side, as a network hiccup would; sessions stay resumable."""
        for connection in list(self.connections):
            connection.close_after_flush(code)
            self._record_fault(FaultKind.GATEWAY_CLOSE, connection, f"close code {code}")

    # faults ----------------------------------------------------------------------------------------------

    def close_sessions(self, code: int, *, shard: int | None = None) -> int:
        """Close the live sessions' connections (of shard id `shard`, or all) with `code`; a non-resumable code ends
        the session, so its RESUME will be refused. Frames sent after the close reach the bot only on a RESUME."""
        targets = self._live_connections(shard)
        for connection in targets:
            if code in NON_RESUMABLE_CLOSE_CODES and connection.session is not None:
                connection.session.valid = False
            connection.close_after_flush(code)
            resumable = "not resumable" if code in NON_RESUMABLE_CLOSE_CODES else "resumable"
            self._record_fault(FaultKind.GATEWAY_CLOSE, connection, f"close code {code} ({resumable})")
        return len(targets)

    def abort_connections(self, *, shard: int | None = None) -> int:
        """Drop the live sessions' TCP connections without a close frame; the sessions stay resumable."""
        targets = self._live_connections(shard)
        for connection in targets:
            self._record_fault(FaultKind.GATEWAY_DROP, connection, "TCP connection dropped")
            connection.abort()
        return len(targets)

    def invalidate_sessions(self, *, resumable: bool, shard: int | None = None) -> int:
        """Send op 9 INVALID_SESSION(resumable) on the live connections; with False their sessions end."""
        targets = self._live_connections(shard)
        for connection in targets:
            if not resumable and connection.session is not None:
                connection.session.valid = False
            connection.send({"op": OP_INVALID_SESSION, "d": resumable})
            connection.closing = True
            self._record_fault(FaultKind.INVALID_SESSION, connection, f"op 9 INVALID_SESSION({resumable})")
        return len(targets)

    def start_outage(self, seconds: float) -> None:
        """Drop every live connection and refuse new ones for `seconds` (discord.py backs off, then resumes)."""
        self.refuse_handshakes_until = time.monotonic() + seconds
        self.abort_connections()

    def end_outage(self) -> None:
        self.refuse_handshakes_until = 0.0

    def _live_connections(self, shard: int | None) -> list[Connection]:
        """The connections of live sessions (of shard id `shard`) that are not already on their way out."""
        return [
            session.connection
            for session in self.live_sessions()
            if session.connection is not None
            and not session.connection.closing
            and (shard is None or session.shard[0] == shard)
        ]

    def _record_fault(self, kind: FaultKind, connection: Connection | None, detail: str) -> None:
        session = None if connection is None else connection.session
        where = "" if session is None else f"session {session.id} of shard {session.shard}: "
        self.fault_log.record(kind, "gateway", detail=where + detail)

    async def close(self) -> None:
        for connection in list(self.connections):
            connection.close_after_flush(1001)
        await asyncio.sleep(0)
        for connection in list(self.connections):
            await connection.stop()
            with contextlib.suppress(Exception):
                await connection.ws.close(code=1001)

    # the WebSocket handler -------------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        if time.monotonic() < self.refuse_handshakes_until:
            self._record_fault(FaultKind.HANDSHAKE_REFUSED, None, "connection refused with 503 during an outage")
            return web.Response(status=503, text="503: Service Unavailable")
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        wants_zlib = request.query.get("compress") == "zlib-stream"
        connection = Connection(ws, zlib_stream=wants_zlib and self.zlib_stream, transport=request.transport)
        self.connection_queries.append(dict(request.query))
        self.connections.add(connection)
        log.info("gateway connection opened with %s", dict(request.query))
        try:
            if request.query.get("v") != str(API_VERSION) or request.query.get("encoding", "json") != "json":
                connection.close_after_flush(CloseCode.INVALID_API_VERSION)
            else:
                connection.send({"op": OP_HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
                await self._receive_loop(connection)
        finally:
            await self._forget(connection)
        return ws

    async def _receive_loop(self, connection: Connection) -> None:
        async for message in connection.ws:
            if message.type is not WSMsgType.TEXT:
                if message.type is WSMsgType.BINARY:
                    connection.close_after_flush(CloseCode.DECODE_ERROR)
                continue
            try:
                frame = json.loads(message.data)
            except ValueError:
                connection.close_after_flush(CloseCode.DECODE_ERROR)
                continue
            self._handle_frame(connection, frame)

    def _handle_frame(self, connection: Connection, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == OP_HEARTBEAT:
            connection.send({"op": OP_HEARTBEAT_ACK, "d": None})
        elif op == OP_IDENTIFY:
            self._identify(connection, data or {})
        elif op == OP_RESUME:
            self._resume(connection, data or {})
        elif op == OP_REQUEST_MEMBERS:
            self._request_members(connection, data or {})
        elif op in IGNORED_OPS:
            log.debug("gateway op %s ignored", op)
        else:
            log.warning("gateway: unknown opcode %s, closing with 4001", op)
            connection.close_after_flush(CloseCode.UNKNOWN_OPCODE)

    def _identify(self, connection: Connection, data: dict[str, Any]) -> None:
        if connection.session is not None:
            connection.close_after_flush(CloseCode.ALREADY_AUTHENTICATED)
            return
        if data.get("token") != self.world.token:
            log.warning("gateway IDENTIFY with an unknown token, closing with 4004")
            self._close(connection, CloseCode.AUTHENTICATION_FAILED)
            return
        intents = int(data.get("intents", 0))
        if intents & PRIVILEGED_INTENTS & ~self.allowed_privileged_intents:
            log.warning("gateway IDENTIFY asked for privileged intents %s, closing with 4014", intents)
            self._close(connection, CloseCode.DISALLOWED_INTENTS)
            return
        shard_id, shard_count = data.get("shard") or [0, 1]
        if not 0 <= shard_id < shard_count:
            self._close(connection, CloseCode.INVALID_SHARD)
            return
        self._retire_disconnected((shard_id, shard_count))
        session = Session(secrets.token_hex(16), (shard_id, shard_count), intents, time.monotonic())
        self.sessions[session.id] = session
        self._attach(connection, session)
        session.push("READY", self._ready_payload(session))
        members = bool(intents & Intent.GUILD_MEMBERS)
        for guild in self._guilds_of(session):  # each shard is sent the guilds dealt to it, and no others
            session.push("GUILD_CREATE", self.world.guild_payload(include_members=members, guild=guild))
        self.identify_count += 1
        log.info("gateway session %s identified (shard %s, intents %s)", session.id, session.shard, intents)
        self.world.changed()

    def _resume(self, connection: Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(data.get("session_id", ""))
        if session is not None and session.valid and self.resumes_to_refuse > 0:
            self.resumes_to_refuse -= 1
            session.valid = False  # Discord will not resume it, nor deliver what it held to another session
            self._record_fault(FaultKind.RESUME_REFUSED, connection, f"RESUME of {session.id} refused")
        if session is None or not session.valid or data.get("token") != self.world.token:
            log.info("gateway RESUME refused, sending INVALID_SESSION(false)")
            connection.send({"op": OP_INVALID_SESSION, "d": False})
            self.refused_resumes += 1
            self.world.changed()
            return
        if session.connection is not None and session.connection is not connection:
            session.connection.close_after_flush(4000)
        self._attach(connection, session)
        last_seen = int(data.get("seq") or 0)
        missed = [(seq, frame) for seq, frame in session.backlog if seq > last_seen]
        for _, frame in missed:
            connection.send(frame)
        interactions = [session.interaction_seqs[seq] for seq, _ in missed if seq in session.interaction_seqs]
        for interaction_id in interactions:  # delivered at last, late or not (Discord's 3 s run from their creation)
            record = self.world.interactions.get(interaction_id)
            if record is not None:
                record.delivered = True
        session.push("RESUMED", {})
        self.resume_count += 1
        resume = Resume(session.id, session.shard, last_seen, len(missed), len(interactions), time.monotonic())
        self.resumes.append(resume)
        log.info("gateway session %s resumed from seq %s", session.id, last_seen)
        self.world.changed()

    def _request_members(self, connection: Connection, data: dict[str, Any]) -> None:
        session = connection.session
        if session is None or not session.intents & Intent.GUILD_MEMBERS:
            return
        guild = self.world.guilds.get(int(data.get("guild_id") or self.world.guild_id))
        if guild is None or not session.owns(guild.id):
            return
        members = self.world.guild_payload(include_members=True, guild=guild)["members"]
        chunk = {"guild_id": str(guild.id), "members": members, "chunk_index": 0, "chunk_count": 1}
        if "nonce" in data:
            chunk["nonce"] = data["nonce"]
        session.push("GUILD_MEMBERS_CHUNK", chunk)

    def _guilds_of(self, session: Session) -> list[Guild]:
        return [guild for guild in self.world.guilds.values() if session.owns(guild.id)]

    def _ready_payload(self, session: Session) -> dict[str, Any]:
        guilds = [{"id": str(guild.id), "unavailable": True} for guild in self._guilds_of(session)]
        user = self.world.bot.payload() | {"verified": True, "mfa_enabled": False, "email": None}
        return {
            "v": API_VERSION,
            "user": user,
            "user_settings": {},
            "guilds": guilds,
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self._gateway_url(),
            "shard": list(session.shard),
            "application": {"id": str(self.world.application_id), "flags": self.application_flags()},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["local"],
            "auth": {},
            "_trace": ['["fakediscord-gateway",{"micros":0}]'],
        }

    def application_flags(self) -> int:
        allowed = self.allowed_privileged_intents
        flags = 0
        flags |= PRESENCE_LIMITED if allowed & Intent.GUILD_PRESENCES else 0
        flags |= MEMBERS_LIMITED if allowed & Intent.GUILD_MEMBERS else 0
        flags |= MESSAGE_CONTENT_LIMITED if allowed & Intent.MESSAGE_CONTENT else 0
        return flags

    def _retire_disconnected(self, shard: tuple[int, int]) -> None:
        """A fresh IDENTIFY for a shard means its disconnected sessions will never resume (their process is
        gone); retiring them keeps events from piling up in backlogs nobody reads."""
        for session in self.sessions.values():
            if session.shard == shard and session.connection is None:
                session.valid = False

    def _attach(self, connection: Connection, session: Session) -> None:
        connection.session = session
        session.connection = connection

    def _close(self, connection: Connection, code: CloseCode) -> None:
        self.close_codes.append(int(code))
        connection.close_after_flush(code)
        self.world.changed()

    async def _forget(self, connection: Connection) -> None:
        self.connections.discard(connection)
        session = connection.session
        if session is not None and session.connection is connection:
            session.connection = None
        close_code = connection.ws.close_code
        log.info("gateway connection closed (code %s)", close_code)
        await connection.stop()
        self.world.changed()
