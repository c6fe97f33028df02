package org.pacru.notation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.lists.NonNullLists;
import org.pacru.rules.Ruleset;

/**
 * A game record (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>) as text says it: the tag pairs in their order, the start position
 * and the actions in order, plus where the record had Abstract Play {@code pass} entries. Plain
 * data, checked for consistency but not for legality: {@link GameRecordReader#replay} judges the
 * actions with the rules.
 *
 * <p>Tags: {@code Players} ({@code 2}, {@code 3} or {@code 4}, equal to the start
 * position's player count) is optional: without it the game has the {@code Setup}'s players, or 2;
 * {@code Format} is no tag of a record (the writer adds it, the reader takes it away); {@code Ruleset} ({@code standard} or {@code abstractplay}) defaults to
 * {@code standard}; {@code Setup} is a position string equal to {@link #start()}, and without it
 * the start is the R1.6 layout for the player count; {@code Result} is the winner's letter or
 * {@code *}. Other tags (such as {@code Event}) are kept as they are. Tag names are letters, digits
 * and {@code _}; values contain no control characters.
 *
 * <p>{@code passes}: each entry is the number of actions before which a {@code pass} stood, so
 * {@code [3]} means {@code a1 a2 a3 pass a4 …} (1-based action numbers); in ascending order,
 * between 0 and the number of actions.
 *
 * <p>Immutable value: the tags are an unmodifiable map in their written order, the lists are
 * unmodifiable.
 *
 * <pre>{@code
 * Map<String, String> tags = new LinkedHashMap<>();
 * tags.put("Players", "2");
 * GameRecord record = new GameRecord(tags, Position.initial(2),
 *         List.of(ActionNotation.parse("e1-e2"), ActionNotation.parse("a7-b7")), List.of());
 * record.ruleset();                        // Ruleset.STANDARD
 * GameRecordWriter.write(record);          // "[Players \"2\"]\n\n1. e1-e2 a7-b7\n"
 * }</pre>
 *
 * @param tags the tag pairs, in order
 * @param start the start position
 * @param actions the actions, in order
 * @param passes where {@code pass} entries stood, as action counts, ascending
 */
public record GameRecord(Map<String, String> tags, Position start, List<Action> actions, List<Integer> passes) {

    /** The tag naming the number of players; without it, the Setup's count or 2. */
    static final String PLAYERS = "Players";
    /** The tag naming the format's version, which the writer adds and the reader takes away. */
    static final String FORMAT = "Format";
    /** The optional tag naming the ruleset. */
    static final String RULESET = "Ruleset";
    /** The optional tag holding the start position string. */
    static final String SETUP = "Setup";
    /** The optional tag naming the winner. */
    static final String RESULT = "Result";

    /**
     * Checks the record's consistency and copies its parts.
     *
     * @param tags the tag pairs, in order
     * @param start the start position
     * @param actions the actions, in order
     * @param passes where {@code pass} entries stood, ascending, each 0 to {@code actions.size()}
     * @throws IllegalArgumentException if a tag is malformed or the tags disagree with the start
     */
    public GameRecord {
        Objects.requireNonNull(tags, "tags");
        Objects.requireNonNull(start, "start");
        actions = NonNullLists.copyOf(actions, "actions");
        passes = NonNullLists.copyOf(passes, "passes");
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String name = Objects.requireNonNull(e.getKey(), "tag name");
            String value = Objects.requireNonNull(e.getValue(), "tag value");
            if (!isTagName(name)) {
                throw new IllegalArgumentException("§4: a tag name is letters, digits and '_', not '" + name + "'");
            }
            for (int i = 0; i < value.length(); i++) {
                if (Character.isISOControl(value.charAt(i))) {
                    throw new IllegalArgumentException("§4: the value of tag " + name
                            + " contains a control character at " + i);
                }
            }
            copy.put(name, value);
        }
        tags = Collections.unmodifiableMap(copy);
        if (tags.containsKey(FORMAT)) {
            throw new IllegalArgumentException("§4: the tag Format is the writer's, not the record's");
        }
        String players = tags.get(PLAYERS);
        if (players == null && !tags.containsKey(SETUP) && start.playerCount() != 2) {
            throw new IllegalArgumentException("§4: without the tags Players and Setup a game has 2 players, not "
                    + start.playerCount());
        }
        if (players != null && !players.equals(String.valueOf(start.playerCount()))) {
            throw new IllegalArgumentException("§4: the tag Players is \"" + players + "\" but the start position has "
                    + start.playerCount() + " players");
        }
        String ruleset = tags.get(RULESET);
        if (ruleset != null) {
            Ruleset.parse(ruleset);
        }
        String setup = tags.get(SETUP);
        if (setup != null) {
            if (!PositionNotation.parse(setup).equals(start)) {
                throw new IllegalArgumentException("§4: the tag Setup \"" + setup + "\" is not the start position "
                        + PositionNotation.format(start));
            }
        } else if (!start.equals(Position.initial(start.playerCount()))) {
            throw new IllegalArgumentException("§4: without a Setup tag the start is the R1.6 layout, not "
                    + PositionNotation.format(start));
        }
        String result = tags.get(RESULT);
        if (result != null && !result.equals("*") && !isPlayerOf(result, start.playerCount())) {
            throw new IllegalArgumentException("§4: the tag Result is a player of the game (A-"
                    + Player.ofNumber(start.playerCount()) + ") or *, not \"" + result + "\"");
        }
        int last = 0;
        for (Integer k : passes) {
            if (k < last || k > actions.size()) {
                throw new IllegalArgumentException("§4: pass positions are ascending action counts from 0 to "
                        + actions.size() + ", not " + passes);
            }
            last = k;
        }
    }

    /**
     * The record of a game: tags {@code Players}, {@code Ruleset}, {@code Setup} (only if the game
     * did not start from the R1.6 layout) and {@code Result} (the winner, or {@code *} while the
     * game goes on), and the actions played. No {@code pass} entries: the record is replayed
     * without them.
     *
     * @param game the game
     * @return its record
     * @throws IllegalArgumentException if the game's ruleset is no preset (R10: a record can name
     *                                  only {@code standard} and {@code abstractplay})
     */
    public static GameRecord of(Game game) {
        Objects.requireNonNull(game, "game");
        Ruleset ruleset = game.rules().ruleset();
        String name = ruleset.name();
        if (!ruleset.equals(Ruleset.STANDARD) && !ruleset.equals(Ruleset.ABSTRACT_PLAY)) {
            throw new IllegalArgumentException("R10: a game record can name the rulesets standard and abstractplay, "
                    + "not a custom one: " + ruleset);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        Position start = game.startPosition();
        tags.put(PLAYERS, String.valueOf(start.playerCount()));
        tags.put(RULESET, name);
        if (!start.equals(Position.initial(start.playerCount()))) {
            tags.put(SETUP, PositionNotation.format(start));
        }
        tags.put(RESULT, game.outcome().map(o -> o.winner().toString()).orElse("*"));
        return new GameRecord(tags, start, game.actions(), List.of());
    }

    /**
     * The number of players (tag {@code Players}).
     *
     * @return 2, 3 or 4
     */
    public int players() {
        return start.playerCount();
    }

    /**
     * The ruleset the record names (tag {@code Ruleset}), {@link Ruleset#STANDARD} without the tag.
     *
     * @return the ruleset
     */
    public Ruleset ruleset() {
        String name = tags.get(RULESET);
        return name == null ? Ruleset.STANDARD : Ruleset.parse(name);
    }

    /**
     * The winner the record names (tag {@code Result}).
     *
     * @return the winner, or empty if the tag is missing or {@code *}
     */
    public Optional<Player> result() {
        String r = tags.get(RESULT);
        return r == null || r.equals("*") ? Optional.empty() : Optional.of(Player.parse(r));
    }

    /**
     * The value of a tag.
     *
     * @param name the tag's name, such as {@code Event}
     * @return the value, or empty if the record has no such tag
     */
    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(Objects.requireNonNull(name, "name")));
    }

    /**
     * The record's text in the game record notation of NOTATION.md §4, exactly as
     * {@link GameRecordWriter#write(GameRecord)} writes it: the tag pairs, then the numbered
     * actions. {@link GameRecordReader#read(CharSequence)} reads it back to an equal record.
     *
     * @return the game record text
     */
    @Override
    public String toString() {
        return GameRecordWriter.write(this);
    }

    static boolean isTagName(CharSequence name) {
        if (name.length() == 0) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    static boolean isPlayerOf(String text, int players) {
        return text.length() == 1 && text.charAt(0) >= 'A' && text.charAt(0) < 'A' + players;
    }
}
