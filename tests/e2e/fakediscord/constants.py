"""Numbers Discord fixes (limits, permission bits, error codes), kept in one place so rules quote them."""

from __future__ import annotations

from enum import IntEnum

API_VERSION = 10
ACK_DEADLINE_SECONDS = 3.0
TOKEN_LIFETIME_SECONDS = 15 * 60.0
HEARTBEAT_INTERVAL_MS = 41_250
DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

MAX_CONTENT = 2_000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6_000
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4_096
MAX_EMBED_FIELDS = 25
MAX_EMBED_FIELD_NAME = 256
MAX_EMBED_FIELD_VALUE = 1_024
MAX_EMBED_FOOTER = 2_048
MAX_EMBED_AUTHOR = 256
MAX_FILES = 10
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_SELECT_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_CHOICES = 25
MAX_CHOICE_TEXT = 100
MAX_COMMAND_OPTIONS = 25
MAX_COMMAND_NAME = 32
MAX_COMMAND_DESCRIPTION = 100
MAX_THREAD_NAME = 100
THREAD_ARCHIVE_DURATIONS = frozenset({60, 1440, 4320, 10080})


class Permission(IntEnum):
    """Permission bits the stand-in checks or grants."""

    CREATE_INSTANT_INVITE = 1 << 0
    MANAGE_CHANNELS = 1 << 4
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38


ALL_PERMISSIONS = (1 << 51) - 1

DEFAULT_EVERYONE_PERMISSIONS = (
    Permission.CREATE_INSTANT_INVITE
    | Permission.ADD_REACTIONS
    | Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.CHANGE_NICKNAME
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.CREATE_PUBLIC_THREADS
    | Permission.SEND_MESSAGES_IN_THREADS
)


class Intent(IntEnum):
    """Gateway intent bits that decide which events a session receives."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15


PRIVILEGED_INTENTS = Intent.GUILD_MEMBERS | Intent.GUILD_PRESENCES | Intent.MESSAGE_CONTENT


class ChannelType(IntEnum):
    GUILD_TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


class MessageFlag(IntEnum):
    SUPPRESS_EMBEDS = 1 << 2
    HAS_THREAD = 1 << 5
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


SETTABLE_MESSAGE_FLAGS = (
    MessageFlag.SUPPRESS_EMBEDS
    | MessageFlag.EPHEMERAL
    | MessageFlag.SUPPRESS_NOTIFICATIONS
    | MessageFlag.IS_COMPONENTS_V2
)


class InteractionType(IntEnum):
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType(IntEnum):
    PONG = 1
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


ALLOWED_CALLBACKS: dict[InteractionType, frozenset[CallbackType]] = {
    InteractionType.APPLICATION_COMMAND: frozenset(
        {CallbackType.CHANNEL_MESSAGE, CallbackType.DEFERRED_CHANNEL_MESSAGE, CallbackType.MODAL}
    ),
    InteractionType.MESSAGE_COMPONENT: frozenset(
        {
            CallbackType.CHANNEL_MESSAGE,
            CallbackType.DEFERRED_CHANNEL_MESSAGE,
            CallbackType.DEFERRED_UPDATE_MESSAGE,
            CallbackType.UPDATE_MESSAGE,
            CallbackType.MODAL,
        }
    ),
    InteractionType.AUTOCOMPLETE: frozenset({CallbackType.AUTOCOMPLETE_RESULT}),
    InteractionType.MODAL_SUBMIT: frozenset(
        {
            CallbackType.CHANNEL_MESSAGE,
            CallbackType.DEFERRED_CHANNEL_MESSAGE,
            CallbackType.DEFERRED_UPDATE_MESSAGE,
            CallbackType.UPDATE_MESSAGE,
        }
    ),
}


class OptionType(IntEnum):
    SUB_COMMAND = 1
    SUB_COMMAND_GROUP = 2
    STRING = 3
    INTEGER = 4
    BOOLEAN = 5
    USER = 6
    CHANNEL = 7
    ROLE = 8
    MENTIONABLE = 9
    NUMBER = 10
    ATTACHMENT = 11


class ComponentType(IntEnum):
    ACTION_ROW = 1
    BUTTON = 2
    STRING_SELECT = 3
    TEXT_INPUT = 4
    LABEL = 18


LINK_BUTTON_STYLE = 5
PREMIUM_BUTTON_STYLE = 6


class ErrorCode(IntEnum):
    """JSON error codes Discord returns, by the name its documentation gives them."""

    GENERAL = 0
    UNKNOWN_CHANNEL = 10003
    UNKNOWN_GUILD = 10004
    UNKNOWN_MEMBER = 10007
    UNKNOWN_MESSAGE = 10008
    UNKNOWN_USER = 10013
    UNKNOWN_WEBHOOK = 10015
    UNKNOWN_APPLICATION_COMMAND = 10063
    UNKNOWN_INTERACTION = 10062
    UNAUTHORIZED = 40001
    REQUEST_TOO_LARGE = 40005
    ALREADY_ACKNOWLEDGED = 40060
    MISSING_ACCESS = 50001
    EMPTY_MESSAGE = 50006
    CANNOT_DM_USER = 50007
    MISSING_PERMISSIONS = 50013
    INVALID_WEBHOOK_TOKEN = 50027
    INVALID_FORM_BODY = 50035
    THREAD_ARCHIVED = 50083
    THREAD_ALREADY_CREATED = 160004


class CloseCode(IntEnum):
    UNKNOWN_ERROR = 4000
    UNKNOWN_OPCODE = 4001
    DECODE_ERROR = 4002
    NOT_AUTHENTICATED = 4003
    AUTHENTICATION_FAILED = 4004
    ALREADY_AUTHENTICATED = 4005
    INVALID_SEQ = 4007
    RATE_LIMITED = 4008
    SESSION_TIMED_OUT = 4009
    INVALID_SHARD = 4010
    SHARDING_REQUIRED = 4011
    INVALID_API_VERSION = 4012
    INVALID_INTENTS = 4013
    DISALLOWED_INTENTS = 4014


# Close codes after which Discord will not resume the session: the client must IDENTIFY anew (4007, 4009), or must
# not reconnect at all (the rest). Every other 4xxx code (and a dropped connection) leaves the session resumable.
NON_RESUMABLE_CLOSE_CODES = frozenset(
    {
        CloseCode.AUTHENTICATION_FAILED,
        CloseCode.INVALID_SEQ,
        CloseCode.SESSION_TIMED_OUT,
        CloseCode.INVALID_SHARD,
        CloseCode.SHARDING_REQUIRED,
        CloseCode.INVALID_API_VERSION,
        CloseCode.INVALID_INTENTS,
        CloseCode.DISALLOWED_INTENTS,
    }
)
