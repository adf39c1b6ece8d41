"""The web companion's settings, as the bot reads them (`config.Config`) and `python -m web` does: defaults, off,
and one clear line for each malformed value."""

from __future__ import annotations

import pytest

from config import Config, ConfigError
from web import WebSettingError, WebSettings


def test_by_default_it_listens_on_this_machine_and_posts_no_links() -> None:
    settings = Config.from_env({"DISCORD_TOKEN": "t"}).web
    assert (settings.host, settings.port, settings.public_url, settings.secret) == ("127.0.0.1", 8080, None, None)
    assert settings.per_minute == 600 and settings.burst == 120


def test_it_can_be_turned_off_moved_and_given_its_public_address() -> None:
    env = {"ZARK_WEB_PORT": "off", "ZARK_WEB_HOST": "0.0.0.0", "ZARK_WEB_URL": "https://zark.example.org/"}
    settings = WebSettings.from_env(env)
    assert settings.port is None and settings.host == "0.0.0.0"
    assert settings.public_url == "https://zark.example.org"
    assert WebSettings.from_env({"ZARK_WEB_PORT": "9000"}).port == 9000


def test_the_secret_is_never_shown() -> None:
    settings = WebSettings.from_env({"ZARK_WEB_SECRET": "x" * 40})
    assert settings.secret == "x" * 40 and "x" * 40 not in repr(settings)
    assert "x" * 40 not in repr(Config.from_env({"DISCORD_TOKEN": "t", "ZARK_WEB_SECRET": "x" * 40}))


@pytest.mark.parametrize(
    ("env", "line"),
    [
        ({"ZARK_WEB_PORT": "80000"}, "ZARK_WEB_PORT must be a port number from 1 to 65535, or off, not '80000'."),
        ({"ZARK_WEB_PORT": "on"}, "ZARK_WEB_PORT must be a port number from 1 to 65535, or off, not 'on'."),
        ({"ZARK_WEB_URL": "zark.example.org"}, "ZARK_WEB_URL must be the site's public address, like "
         "https://zark.example.org, not 'zark.example.org'."),
        ({"ZARK_WEB_SECRET": "short"}, "ZARK_WEB_SECRET must be at least 32 characters long (or empty: one is made)."),
        ({"ZARK_WEB_REQUESTS_PER_MINUTE": "0"},
         "ZARK_WEB_REQUESTS_PER_MINUTE must be a whole number from 1 to 1000000, not '0'."),
    ],
)  # fmt: skip
def test_a_malformed_setting_is_one_clear_line(env: dict[str, str], line: str) -> None:
    with pytest.raises(WebSettingError) as refused:
        WebSettings.from_env(env)
    assert str(refused.value) == line
    with pytest.raises(ConfigError) as told:
        Config.from_env({"DISCORD_TOKEN": "t", **env})
    assert str(told.value) == line
