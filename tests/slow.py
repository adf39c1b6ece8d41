"""The tests outside `./test.sh fast`, by file and function: tests/conftest.py marks each of them `slow`.

The fast command has a minute for lint, types and the rest (README, "Tests"); these took a second or more each on
the 2-core machine, because they play many whole games or search many positions (what they test is that nothing
breaks over that many), or start Python processes. They are not cut down for speed: the whole suite (`./test.sh`)
runs every one of them. A name here that no longer exists fails the collection, so the list cannot rot.
"""

from __future__ import annotations

SLOW = {
    # Properties checked over many random games or every position of many games.
    "rules/test_properties.py": ("test_random_games_keep_every_invariant",),
    "rules/zarcana/test_properties.py": ("test_random_games_keep_every_invariant",),
    "rules/test_caretaker.py": ("test_every_caretaker_action_is_legal_through_random_games",),
    "rules/test_fly.py": ("test_fly_destinations_match_a_brute_force_check_on_many_real_boards",),
    "rules/test_threats.py": (
        "test_a_win_in_one_is_found_exactly_when_trying_every_action_finds_one_r17",
        "test_a_group_one_action_away_for_the_seat_to_move_is_a_win_in_one",
    ),
    "rules/test_winning.py": ("test_the_win_check_near_the_changed_cells_finds_every_win_a_full_check_finds",),
    "test_sentences.py": ("test_every_refusal_and_summary_of_every_game_reads_right",),
    # Computer players playing whole games, and searches.
    "rules/test_players.py": ("test_computer_players_play_every_phase_legally_to_the_end",),
    "rules/zarcana/test_players.py": (
        "test_the_easy_player_plays_every_kind_of_action_legally_to_the_final_scoring",
        "test_easy_beats_random_play",
    ),
    "rules/test_ismcts.py": ("test_a_walk_covers_two_rounds_with_two_players_and_one_with_more",),
    "rules/test_repetition.py": ("test_hard_plays_another_move_about_as_good_as_the_slide_it_shuns",),
    "rules/test_review.py": (
        "test_the_review_finds_exactly_what_each_game_was_built_with",
        "test_each_finding_holds_on_the_board_before_it",
    ),
    "play/test_computers.py": ("test_each_computer_move_is_the_seeded_choice_of_its_moment",),
    "play/test_zarcana.py": ("test_a_table_of_computers_plays_zarcana_to_its_scoring",),
    "play/test_tutorial.py": ("test_a_whole_tutorial_explains_every_option_of_its_game_once",),
    "data/test_store_zarcana.py": ("test_a_zarcana_game_played_to_its_scoring_is_finished",),
    # Long games drawn.
    "render/test_replay.py": (
        "test_a_long_game_of_every_kind_stays_within_the_limits",
        "test_the_last_frame_is_held",
        "test_the_last_frame_marks_the_winning_cards_above_the_last_move",  # the 565-move finished sample, 10 s
    ),
    "render/test_legibility.py": ("test_docs_show_the_crowded_board_at_phone_width_for_every_eye",),
    # Arenas, and command lines run as Python processes (each imports the engines anew).
    "rules/test_arena.py": (
        "test_a_run_played_in_parts_from_first_gives_the_same_games_as_one_run",
        "test_cli_arena_runs_games_in_worker_processes_and_prints_a_line_per_level",
        "test_worker_processes_give_the_same_games_in_game_order_and_progress_hears_of_each_as_it_ends",
        "test_saved_results_read_back_as_they_were_played",
        "test_cli_arena_plays_zarcana_at_every_level",
        "test_cli_hint_gives_zarcanas_next_move_at_every_level",
        "test_cli_hint_prints_the_next_move_as_a_record_line_that_replays",
        "test_easy_beats_random_in_a_short_arena_run_in_this_process",
    ),
    "rules/test_record.py": ("test_cli_random_plays_an_uno_game_that_replay_accepts",),
    "rules/zarcana/test_record.py": ("test_the_command_line_plays_a_random_zarcana_game_and_replays_it",),
    "render/test_cli.py": ("test_runs_as_a_module",),
    "data/test_store_ratings.py": ("test_python_m_data_ratings_checks_and_rebuilds",),
    # A child process killed nine times in the middle of its commits.
    "data/test_store_recovery.py": ("test_process_killed_while_committing_loses_nothing_it_reported",),
}
