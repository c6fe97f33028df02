package org.pacru.notation;

import static org.pacru.messages.MessageTable.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Message;
import org.pacru.rules.Ruleset;

/**
 * The syntax half of {@link GameRecordReader}: one pass over a game record's text (tag pairs, then
 * movetext) into a {@link GameRecord}, keeping where each action, {@code pass} and the
 * {@code Result} tag stood so that replaying can point its errors at the text. Legality is not
 * judged here; {@link GameRecordReader} replays the result through the rules.
 */
final class GameRecordParser {

    private GameRecordParser() {
    }

    /** A record (its tags, start and entries) with where its {@code Result} tag stood (-1 if none). */
    record Parsed(GameRecord record, int resultOffset) {
    }

    /** What the movetext holds, entry by entry, in order: the parser hands each to a sink. */
    interface Entries {
        /** An action, at its offset in the text. */
        void action(Action action, int offset);

        /** A {@code pass}, at its offset in the text. */
        void pass(int offset);
    }

    /** Reads a whole record into a {@link GameRecord}. */
    static Parsed parse(CharSequence text) {
        RecordParser parser = header(text);
        Collected entries = new Collected();
        parser.readMovetext(entries);
        return parser.parsed(entries);
    }

    /**
     * Reads a record's tags and checks its movetext's syntax without keeping the entries: the
     * record with no actions, for replaying the entries one at a time afterwards with
     * {@link #entries}. Memory stays that of the tags, however long the movetext.
     */
    static Parsed checked(CharSequence text) {
        RecordParser parser = header(text);
        parser.readMovetext(new Entries() {
            @Override
            public void action(Action action, int offset) {
                // Syntax only: the action is dropped.
            }

            @Override
            public void pass(int offset) {
                // Syntax only.
            }
        });
        return parser.parsed(new Collected());
    }

    /** Hands a record's movetext, already known to be well formed, to a sink entry by entry. */
    static void entries(CharSequence text, Entries sink) {
        RecordParser parser = header(text);
        parser.readMovetext(sink);
    }

    private static RecordParser header(CharSequence text) {
        Objects.requireNonNull(text, "text");
        RecordParser parser = new RecordParser(text);
        parser.readTags();
        int players = parser.playerCount();
        parser.checkRuleset();
        parser.checkResult(players);
        parser.start = parser.startPosition(players);
        return parser;
    }

    /** The entries kept in lists, for a whole {@link GameRecord}. */
    private static final class Collected implements Entries {
        private final List<Action> actions = new ArrayList<>();
        private final List<Integer> passes = new ArrayList<>();

        @Override
        public void action(Action action, int offset) {
            actions.add(action);
        }

        @Override
        public void pass(int offset) {
            passes.add(actions.size());
        }
    }

    /**
     * One pass over a record's text: the tag pairs, then the movetext, remembering where each tag
     * value, action and {@code pass} stands for the error messages of reading and replaying.
     */
    private static final class RecordParser {
        private final CharSequence text;
        private final Cursor c;
        private final Map<String, String> tags = new LinkedHashMap<>();
        private final Map<String, Integer> valueOffsets = new LinkedHashMap<>();
        /** The tags whose value had an escape, so that offsets inside the value no longer match the text. */
        private final Set<String> escaped = new HashSet<>();
        private int resultOffset = -1;
        private Position start;

        RecordParser(CharSequence text) {
            this.text = text;
            this.c = new Cursor(text, true);
            // A byte order mark before the record (as some editors save UTF-8) is not part of it.
            if (text.length() > 0 && text.charAt(0) == '\uFEFF') {
                c.pos = 1;
            }
        }

        /** The tag pairs {@code [Name "value"]} before the movetext; no tag twice. */
        void readTags() {
            while (c.peek() == '[') {
                int tagAt = c.pos;
                c.pos++;
                c.peek();
                String name = readTagName();
                c.expect('"', Message.of(NOTATION_EXPECTED_TAG_VALUE, "name", name));
                int valueAt = c.pos;
                String value = readTagValue(name);
                c.expect(']', Message.of(NOTATION_EXPECTED_TAG_CLOSE, "name", name));
                tags.put(name, value);
                valueOffsets.put(name, valueAt);
                if (name.equals(GameRecord.RESULT)) {
                    resultOffset = tagAt;
                }
            }
        }

        private String readTagName() {
            int nameAt = c.pos;
            while (c.pos < text.length() && isNameChar(text.charAt(c.pos))) {
                c.pos++;
            }
            if (c.pos == nameAt) {
                throw c.error(NOTATION_EXPECTED_TAG_NAME);
            }
            String name = text.subSequence(nameAt, c.pos).toString();
            if (tags.containsKey(name)) {
                throw new NotationException(text, nameAt, Message.of(NOTATION_EXPECTED_NEW_TAG),
                        Message.of(NOTATION_FOUND_SECOND_TAG, "name", name));
            }
            return name;
        }

        /** A tag value after its opening quote, up to and over the closing quote; with {@code \"} and {@code \\}. */
        private String readTagValue(String name) {
            StringBuilder value = new StringBuilder();
            while (true) {
                if (c.pos >= text.length()) {
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_TAG_VALUE_CLOSE, "name", name),
                            Message.of(NOTATION_FOUND_END));
                }
                char ch = text.charAt(c.pos);
                if (ch == '"') {
                    c.pos++;
                    return value.toString();
                }
                if (Character.isISOControl(ch)) {
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_TAG_VALUE_CLOSE, "name", name),
                            Cursor.foundAt(text, c.pos));
                }
                if (ch == '\\') {
                    value.append(readEscaped());
                    escaped.add(name);
                    continue;
                }
                value.append(ch);
                c.pos++;
            }
        }

        /** The character a backslash escapes (a quote or a backslash), consuming both. */
        private char readEscaped() {
            char n = c.pos + 1 < text.length() ? text.charAt(c.pos + 1) : 0;
            if (n != '"' && n != '\\') {
                throw new NotationException(text, c.pos + 1, Message.of(NOTATION_EXPECTED_ESCAPE),
                        Cursor.foundAt(text, c.pos + 1));
            }
            c.pos += 2;
            return n;
        }

        /** The required {@code Players} tag: 2, 3 or 4. */
        int playerCount() {
            String players = tags.get(GameRecord.PLAYERS);
            if (players == null) {
                throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_PLAYERS_TAG),
                        c.atEnd() ? Message.of(NOTATION_FOUND_END) : c.found());
            }
            if (!(players.equals("2") || players.equals("3") || players.equals("4"))) {
                throw new NotationException(text, valueOffsets.get(GameRecord.PLAYERS), Message.of(NOTATION_EXPECTED_PLAYER_COUNT),
                        Message.literal("\"" + players + "\""));
            }
            return players.charAt(0) - '0';
        }

        /** The {@code Ruleset} tag, if given, names a ruleset (R10). */
        void checkRuleset() {
            String ruleset = tags.get(GameRecord.RULESET);
            if (ruleset != null) {
                try {
                    Ruleset.parse(ruleset);
                } catch (IllegalArgumentException e) {
                    throw new NotationException(text, valueOffsets.get(GameRecord.RULESET),
                            Message.of(NOTATION_EXPECTED_RULESET), Message.literal("\"" + ruleset + "\""), 0, null, e);
                }
            }
        }

        /** The {@code Result} tag, if given, is {@code *} or the letter of one of the players. */
        void checkResult(int players) {
            String result = tags.get(GameRecord.RESULT);
            if (result != null && !result.equals("*") && !GameRecord.isPlayerOf(result, players)) {
                throw new NotationException(text, valueOffsets.get(GameRecord.RESULT),
                        Message.of(NOTATION_EXPECTED_RESULT, "last", Player.ofNumber(players)),
                        Message.literal("\"" + result + "\""));
            }
        }

        /** The {@code Setup} position (for the given player count), or the start layout of R1.6. */
        Position startPosition(int players) {
            String setup = tags.get(GameRecord.SETUP);
            if (setup == null) {
                return Position.initial(players);
            }
            int at = valueOffsets.get(GameRecord.SETUP);
            Position start;
            try {
                start = PositionNotation.parse(setup);
            } catch (NotationException e) {
                int offset = escaped.contains(GameRecord.SETUP) ? at : at + e.offset();
                throw new NotationException(text, offset, Message.of(NOTATION_EXPECTED_IN_SETUP, "expected", e.expectedWording()),
                        e.foundWording(),
                        e.rank().orElse(0), e.field().orElse(null), e);
            }
            if (start.playerCount() != players) {
                throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_SETUP_PLAYERS, "count", players),
                        Message.of(NOTATION_FOUND_PLAYERS, "count", start.playerCount()));
            }
            return start;
        }

        /** The entries after the tags, each after a blank: move numbers, comments, {@code pass} and actions. */
        void readMovetext(Entries sink) {
            boolean separated = true;
            while (true) {
                int before = c.pos;
                int ch = c.peek();
                if (c.pos > before) {
                    separated = true;
                }
                if (ch < 0) {
                    return;
                }
                if (ch == '{') {
                    skipComment();
                    separated = true;
                    continue;
                }
                if (!separated) {
                    throw c.error(NOTATION_EXPECTED_BLANK_BETWEEN);
                }
                separated = readEntry(ch, sink);
            }
        }

        /** A comment {@code {…}}, which does not nest. */
        private void skipComment() {
            int open = c.pos;
            c.pos++;
            while (c.pos < text.length() && text.charAt(c.pos) != '}') {
                if (text.charAt(c.pos) == '{') {
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_COMMENT_NESTING),
                            Message.literal("'{'"));
                }
                c.pos++;
            }
            if (c.pos >= text.length()) {
                throw new NotationException(text, open, Message.of(NOTATION_EXPECTED_COMMENT_CLOSE),
                        Message.of(NOTATION_FOUND_UNCLOSED_COMMENT));
            }
            c.pos++;
        }

        /**
         * One entry starting with {@code ch}: a move number, {@code pass} or an action. Returns whether
         * it ends separated from what follows (a move number does; an action ending in a blank does).
         */
        private boolean readEntry(int ch, Entries sink) {
            if (ch >= '0' && ch <= '9') {
                skipMoveNumber();
                return true;
            }
            if (ch == '[') {
                throw c.error(NOTATION_EXPECTED_ENTRY);
            }
            if (isPass(text, c.pos)) {
                int at = c.pos;
                c.pos += 4;
                sink.pass(at);
                return false;
            }
            int at = c.pos;
            Action action = ActionNotation.action(c, ActionNotation.Kind.ANY);
            boolean blankAfter = Cursor.isBlank(text.charAt(c.pos - 1));
            sink.action(action, at);
            return blankAfter;
        }

        /** A move number {@code 12.} or {@code 12...}, read and not checked. */
        private void skipMoveNumber() {
            while (c.pos < text.length() && text.charAt(c.pos) >= '0' && text.charAt(c.pos) <= '9') {
                c.pos++;
            }
            if (c.pos >= text.length() || text.charAt(c.pos) != '.') {
                throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_MOVE_NUMBER_DOT),
                        Cursor.foundAt(text, c.pos));
            }
            c.pos++;
            if (c.pos + 1 < text.length() && text.charAt(c.pos) == '.' && text.charAt(c.pos + 1) == '.') {
                c.pos += 2;
            }
        }

        Parsed parsed(Collected entries) {
            return new Parsed(new GameRecord(tags, start, entries.actions, entries.passes), resultOffset);
        }
    }

    private static boolean isPass(CharSequence text, int at) {
        if (at + 4 > text.length()) {
            return false;
        }
        String word = "pass";
        for (int i = 0; i < 4; i++) {
            if (Character.toLowerCase(text.charAt(at + i)) != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }
}
