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
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Message;
import org.pacru.rules.Ruleset;

/**
 * The syntax half of {@link GameRecordReader}: one pass over a game record's text (tag pairs, then
 * movetext) into a {@link GameRecord}, keeping where each action, {@code pass} and the
 * {@code Result} tag stood so that replaying can point its errors at the text. Legality is not
 * judged here; {@link GameRecordReader} replays the result through the rules.
 *
 * <p>One idea, the grammar of NOTATION.md §4 and §4.1, kept in one class on purpose: the tag pairs,
 * the movetext's entries, variations, comments with their shapes and glyphs are read by one cursor
 * whose offsets every error message and the replay's errors point at, and the syntax check
 * ({@link #checked}) and the readings ({@link #parse}, {@link #tree}) share that one pass. What is
 * built from the entries lives elsewhere: the main line here ({@code Collected}), the tree in
 * {@link GameTreeBuilder}.
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

        /** A move glyph of the line's last action. */
        default void glyph(Glyph glyph, int offset) {
        }

        /** A comment (its text, not yet stripped, and its shapes): of the line's last action, or its start. */
        default void comment(String text, List<Shape> shapes, int offset) {
        }

        /** A variation opens: the entries up to its end replace the line's last action. */
        default void variationStart(int offset) {
        }

        /** The innermost open variation closes. */
        default void variationEnd(int offset) {
        }
    }

    /** What the syntax check knows of the line being read: whether it has an action, and its last ply's annotations. */
    private static final class Line {
        final int openAt;
        boolean hasMove;
        /** Whether a variation of the last action has been opened (no glyph for it after that). */
        boolean varied;
        final Set<Integer> glyphs = new HashSet<>();
        final Set<String> shapes = new HashSet<>();

        Line(int openAt) {
            this.openAt = openAt;
        }

        void moved() {
            hasMove = true;
            varied = false;
            glyphs.clear();
            shapes.clear();
        }
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
        if (players != 0) {
            parser.checkResult(players);
        }
        parser.start = parser.startPosition(players);
        if (players == 0) {
            parser.checkResult(parser.start.playerCount());
        }
        return parser;
    }

    /** Reads a whole record with its variations and annotations into a {@link GameTree}. */
    static GameTree tree(CharSequence text) {
        RecordParser parser = header(text);
        GameTreeBuilder builder = new GameTreeBuilder();
        parser.readMovetext(builder);
        GameRecord record = parser.parsed(new Collected()).record();
        return new GameTree(record.tags(), record.start(), builder.build(), builder.passes);
    }

    /** The main line's entries kept in lists, for a whole {@link GameRecord}; variations are skipped. */
    private static final class Collected implements Entries {
        private final List<Action> actions = new ArrayList<>();
        private final List<Integer> passes = new ArrayList<>();
        private int depth;

        @Override
        public void action(Action action, int offset) {
            if (depth == 0) {
                actions.add(action);
            }
        }

        @Override
        public void variationStart(int offset) {
            depth++;
        }

        @Override
        public void variationEnd(int offset) {
            depth--;
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
        private boolean formatRead;
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
            while (c.peek() == '[' && !isVariation(c.pos)) {
                int tagAt = c.pos;
                c.pos++;
                c.peek();
                String name = readTagName();
                c.expect('"', Message.of(NOTATION_EXPECTED_TAG_VALUE, "name", name));
                int valueAt = c.pos;
                String value = readTagValue(name);
                c.expect(']', Message.of(NOTATION_EXPECTED_TAG_CLOSE, "name", name));
                if (name.equals(GameRecord.FORMAT)) {
                    // The format's version is syntax, not data: checked here and not kept.
                    if (!(value.equals("1") || value.equals("2"))) {
                        throw new NotationException(text, valueAt, Message.of(NOTATION_EXPECTED_FORMAT),
                                Message.literal("\"" + value + "\""));
                    }
                    formatRead = true;
                    continue;
                }
                tags.put(name, value);
                valueOffsets.put(name, valueAt);
                if (name.equals(GameRecord.RESULT)) {
                    resultOffset = tagAt;
                }
            }
        }

        /**
         * Whether the {@code [} at {@code at} opens a variation rather than a tag: a field and no
         * {@code "} after it (such as {@code [e1-e2]}), which the movetext then refuses for want of
         * an action to vary.
         */
        private boolean isVariation(int at) {
            int p = at + 1;
            while (p < text.length() && Cursor.isBlank(text.charAt(p))) {
                p++;
            }
            if (p + 1 >= text.length()) {
                return false;
            }
            char f = Character.toLowerCase(text.charAt(p));
            char r = text.charAt(p + 1);
            if (f < 'a' || f > 'i' || r < '1' || r > '9') {
                return false;
            }
            p += 2;
            if (p < text.length() && isNameChar(text.charAt(p))) {
                return false;
            }
            while (p < text.length() && Cursor.isBlank(text.charAt(p))) {
                p++;
            }
            return p >= text.length() || text.charAt(p) != '"';
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
            if (tags.containsKey(name) || name.equals(GameRecord.FORMAT) && formatRead) {
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

        /** The {@code Players} tag: 2, 3 or 4; without it 0 (the {@code Setup}'s count, or 2). */
        int playerCount() {
            String players = tags.get(GameRecord.PLAYERS);
            if (players == null) {
                if (tags.isEmpty() && !formatRead && c.atEnd()) {
                    // An empty text is no record (an empty file, say), though every tag is optional.
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_ENTRY),
                            Message.of(NOTATION_FOUND_END));
                }
                return 0;
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
                return Position.initial(players == 0 ? 2 : players);
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
            if (players != 0 && start.playerCount() != players) {
                throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_SETUP_PLAYERS, "count", players),
                        Message.of(NOTATION_FOUND_PLAYERS, "count", start.playerCount()));
            }
            return start;
        }

        /**
         * The entries after the tags: move numbers, comments, glyphs, variations, {@code pass} and
         * actions; an action or {@code pass} after a blank (or a comment or bracket) unless it is
         * the first entry.
         */
        void readMovetext(Entries sink) {
            List<Line> lines = new ArrayList<>();
            Line line = new Line(-1);
            boolean separated = true;
            while (true) {
                int before = c.pos;
                int ch = c.peek();
                if (c.pos > before) {
                    separated = true;
                }
                if (ch < 0) {
                    if (!lines.isEmpty()) {
                        throw new NotationException(text, line.openAt, Message.of(NOTATION_EXPECTED_VARIATION_CLOSE),
                                Message.of(NOTATION_FOUND_UNCLOSED_VARIATION));
                    }
                    return;
                }
                if (ch == '{') {
                    readComment(line, sink);
                    separated = true;
                } else if (ch == '[') {
                    if (isTag(c.pos)) {
                        throw c.error(NOTATION_EXPECTED_ENTRY);
                    }
                    if (!line.hasMove) {
                        throw c.error(NOTATION_EXPECTED_MOVE_BEFORE_VARIATION);
                    }
                    if (lines.size() >= GameTree.MAX_DEPTH) {
                        throw c.error(Message.of(NOTATION_EXPECTED_SHALLOWER, "max", GameTree.MAX_DEPTH));
                    }
                    line.varied = true;
                    lines.add(line);
                    line = new Line(c.pos);
                    sink.variationStart(c.pos);
                    c.pos++;
                    separated = true;
                } else if (ch == ']') {
                    if (lines.isEmpty()) {
                        throw c.error(NOTATION_EXPECTED_ENTRY);
                    }
                    if (!line.hasMove) {
                        throw c.error(NOTATION_EXPECTED_VARIATION_MOVE);
                    }
                    sink.variationEnd(c.pos);
                    c.pos++;
                    line = lines.remove(lines.size() - 1);
                    separated = true;
                } else if (ch == '!' || ch == '?' || ch == '$') {
                    readGlyph(line, sink);
                    separated = false;
                } else {
                    if (!separated) {
                        throw c.error(NOTATION_EXPECTED_BLANK_BETWEEN);
                    }
                    separated = readEntry(ch, line, lines.isEmpty(), sink);
                }
            }
        }

        /** Whether a tag pair {@code [Name "} starts at {@code at} (tags come before the movetext). */
        private boolean isTag(int at) {
            int p = at + 1;
            while (p < text.length() && Cursor.isBlank(text.charAt(p))) {
                p++;
            }
            int name = p;
            while (p < text.length() && isNameChar(text.charAt(p))) {
                p++;
            }
            if (p == name) {
                return false;
            }
            while (p < text.length() && Cursor.isBlank(text.charAt(p))) {
                p++;
            }
            return p < text.length() && text.charAt(p) == '"';
        }

        /** A glyph: one of the six symbols or {@code $} and a number, for the line's last action. */
        private void readGlyph(Line line, Entries sink) {
            int at = c.pos;
            int end = at + 1;
            if (text.charAt(at) == '$') {
                while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
                    end++;
                }
            } else {
                while (end < text.length() && (text.charAt(end) == '!' || text.charAt(end) == '?')) {
                    end++;
                }
            }
            String token = text.subSequence(at, end).toString();
            Glyph glyph;
            try {
                glyph = Glyph.parse(token);
            } catch (IllegalArgumentException e) {
                throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_GLYPH),
                        Message.literal("'" + token + "'"));
            }
            if (!line.hasMove || line.varied) {
                throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_MOVE_BEFORE_GLYPH),
                        Message.literal("'" + token + "'"));
            }
            if (!line.glyphs.add(glyph.number())) {
                throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_NEW_GLYPH),
                        Message.literal("'" + token + "'"));
            }
            c.pos = end;
            sink.glyph(glyph, at);
        }

        /**
         * A comment {@code {…}}, which does not nest: its text ({@code \\}, {@code \{}, {@code \}}
         * and {@code \[} escape those characters; a line break is kept, a tab is a space) and the
         * shapes of its {@code [%csl …]} and {@code [%cal …]} commands.
         */
        private void readComment(Line line, Entries sink) {
            int open = c.pos;
            c.pos++;
            StringBuilder comment = new StringBuilder();
            List<Shape> shapes = new ArrayList<>();
            while (true) {
                if (c.pos >= text.length()) {
                    throw new NotationException(text, open, Message.of(NOTATION_EXPECTED_COMMENT_CLOSE),
                            Message.of(NOTATION_FOUND_UNCLOSED_COMMENT));
                }
                char ch = text.charAt(c.pos);
                if (ch == '}') {
                    c.pos++;
                    break;
                }
                if (ch == '{') {
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_COMMENT_NESTING),
                            Message.literal("'{'"));
                }
                if (ch == '\\' && c.pos + 1 < text.length() && "\\{}[".indexOf(text.charAt(c.pos + 1)) >= 0) {
                    comment.append(text.charAt(c.pos + 1));
                    c.pos += 2;
                } else if (ch == '[' && isShapeCommand(c.pos)) {
                    readShapes(line, shapes);
                } else if (ch == '\r') {
                    comment.append('\n');
                    c.pos += c.pos + 1 < text.length() && text.charAt(c.pos + 1) == '\n' ? 2 : 1;
                } else if (ch == '\t') {
                    comment.append(' ');
                    c.pos++;
                } else if (ch != '\n' && Character.isISOControl(ch)) {
                    throw new NotationException(text, c.pos, Message.of(NOTATION_EXPECTED_COMMENT_TEXT),
                            Cursor.foundAt(text, c.pos));
                } else {
                    comment.append(ch);
                    c.pos++;
                }
            }
            sink.comment(comment.toString(), shapes, open);
        }

        /** Whether {@code [%csl} or {@code [%cal} (any case) and a blank stand at {@code at}. */
        private boolean isShapeCommand(int at) {
            if (at + 6 > text.length() || text.charAt(at + 1) != '%') {
                return false;
            }
            String name = text.subSequence(at + 2, at + 5).toString().toLowerCase(java.util.Locale.ROOT);
            return (name.equals("csl") || name.equals("cal")) && Cursor.isBlank(text.charAt(at + 5));
        }

        /** {@code [%csl Re4,Gd5]} or {@code [%cal Ge1e5]}: circles or arrows, comma separated. */
        private void readShapes(Line line, List<Shape> shapes) {
            boolean arrows = Character.toLowerCase(text.charAt(c.pos + 3)) == 'a';
            c.pos += 5;
            while (true) {
                int letter = c.peek();
                int at = c.pos;
                Shape.Color color = letter < 0 ? null : Shape.Color.ofLetter((char) letter);
                if (color == null) {
                    throw c.error(arrows ? NOTATION_EXPECTED_ARROW : NOTATION_EXPECTED_CIRCLE);
                }
                c.pos++;
                Field from = field(arrows);
                Field to = arrows ? field(true) : from;
                Shape shape = new Shape(color, from, to);
                if (!line.shapes.add(from + "" + to)) {
                    throw new NotationException(text, at, Message.of(NOTATION_EXPECTED_NEW_SHAPE),
                            Message.literal("'" + text.subSequence(at, c.pos) + "'"));
                }
                shapes.add(shape);
                if (c.accept(']')) {
                    return;
                }
                if (!c.accept(',')) {
                    throw c.error(Message.of(NOTATION_EXPECTED_COMMA_OR_BRACKET));
                }
            }
        }

        /** A field of a shape, directly after its colour or tail. */
        private Field field(boolean arrows) {
            int f = c.pos < text.length() ? Character.toLowerCase(text.charAt(c.pos)) : -1;
            int r = c.pos + 1 < text.length() ? text.charAt(c.pos + 1) : -1;
            if (f < 'a' || f > 'i' || r < '1' || r > '9') {
                throw new NotationException(text, c.pos,
                        Message.of(arrows ? NOTATION_EXPECTED_ARROW : NOTATION_EXPECTED_CIRCLE),
                        Cursor.foundAt(text, c.pos));
            }
            c.pos += 2;
            return Field.of(f - 'a', r - '1');
        }

        /**
         * One entry starting with {@code ch}: a move number, {@code pass} or an action. Returns whether
         * it ends separated from what follows (a move number does; an action ending in a blank does).
         */
        private boolean readEntry(int ch, Line line, boolean mainLine, Entries sink) {
            if (ch >= '0' && ch <= '9') {
                skipMoveNumber();
                return true;
            }
            if (isPass(text, c.pos)) {
                if (!mainLine) {
                    throw c.error(NOTATION_EXPECTED_PASS_IN_MAIN_LINE);
                }
                int at = c.pos;
                c.pos += 4;
                sink.pass(at);
                return false;
            }
            int at = c.pos;
            Action action = ActionNotation.action(c, ActionNotation.Kind.ANY);
            boolean blankAfter = Cursor.isBlank(text.charAt(c.pos - 1));
            line.moved();
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
