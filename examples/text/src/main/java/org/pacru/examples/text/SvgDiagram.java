package org.pacru.examples.text;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Language;
import org.pacru.rules.Outcome;

/**
 * An SVG picture of a position: the nine borderlands (R1.2) shaded in a checkerboard and framed
 * by heavy lines, markers as squares in their owner's colour, chevrons as arrow heads in their
 * owner's colour pointing in their facing, and coordinates on all four sides (inside the edge
 * fields in the page's interactive picture).
 *
 * <p>A stateless utility; the picture depends on the position only, its words (caption, title,
 * tooltips, the click targets' names) on the reader's language ({@link Texts}).
 *
 * <pre>{@code
 * Files.writeString(Path.of("start.svg"), SvgDiagram.render(Position.initial(4)));
 * }</pre>
 */
public final class SvgDiagram {
    private static final int CELL = 60;
    private static final int MARGIN = 36;
    private static final Map<Player, String> MARKER = Map.of(
            Player.A, "#f4a6a6", Player.B, "#a8c8ee", Player.C, "#a9dba0", Player.D, "#f7cf8d");
    private static final Map<Player, String> CHEVRON = Map.of(
            Player.A, "#c0392b", Player.B, "#1f5fa8", Player.C, "#23843a", Player.D, "#d97706");

    /**
     * The highlight kinds and how each is drawn. No highlight fills a field or changes a marker's
     * colour: every one is an outline, a ring, corner ticks or a diamond, in black with a white
     * halo or in violet, colours no player uses, so who owns a field stays readable under any of
     * them. Kinds not listed (the explanation's fact topics) are drawn as a dotted frame.
     */
    public static final Map<String, String> MARK_SHAPES = Map.ofEntries(
            Map.entry("selected", "frame"), Map.entry("start", "corners"), Map.entry("target", "ring"),
            Map.entry("capture", "capture-ring"), Map.entry("attackers", "capture-ring"),
            Map.entry("choice", "diamond"), Map.entry("last", "last-frame"), Map.entry("recent", "recent-frame"),
            Map.entry("problem", "problem-frame"));

    /** The ink of the highlights (black), their halo (white) and the last move's colour (violet). */
    private static final String INK = "#111111";
    private static final String HALO = "#ffffff";
    private static final String LAST = "#7c3aed";

    /** The margin around the board of the page's (interactive) picture: the coordinates are inside the edge fields. */
    private static final int PAGE_MARGIN = 2;

    private SvgDiagram() {
    }

    /**
     * The picture as an SVG document.
     *
     * @param position the position
     * @return the SVG text
     */
    public static String render(Position position) {
        return render(position, Language.ENGLISH);
    }

    /**
     * The picture as an SVG document, its words in a language.
     *
     * @param position the position
     * @param lang the reader's language
     * @return the SVG text
     */
    public static String render(Position position, Language lang) {
        return render(position, Map.of(), false, Optional.empty(), lang);
    }

    /**
     * The end of a game in a few words, the caption of a finished game's picture:
     * {@code Game over: A wins (R8.3b)}.
     *
     * @param outcome the end of the game
     * @param lang the reader's language
     * @return the caption
     */
    public static String gameOverCaption(Outcome outcome, Language lang) {
        return Texts.svgGameOver(lang, outcome.winner(), outcome.reason().citation());
    }

    /**
     * The picture with highlighted fields, and optionally focusable click targets: each field
     * then carries a transparent {@code <rect class="hit" data-field="e4" tabindex="0"
     * role="button" aria-label="…">} on top, for a page that acts on clicks and keys.
     *
     * @param position the position
     * @param marks a highlight kind per field (see {@link #MARK_SHAPES}); each becomes a
     *     {@code <g class="mark KIND" data-field="e4">}
     * @param interactive whether to draw the page's board: click targets, the coordinates inside
     *     the edge fields (so that the fields take the whole width), the drawing hidden from screen
     *     readers (the click targets' labels say what each field holds), and no player legend
     * @param outcome the end of the game, if it is over: the caption under the board is then
     *     {@link #gameOverCaption}, else "A to move — A 0 B 0 markers" (R8.3)
     * @param lang the language of the picture's words
     * @return the SVG text
     */
    public static String render(Position position, Map<Field, String> marks, boolean interactive, Optional<Outcome> outcome,
            Language lang) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(marks, "marks");
        Objects.requireNonNull(lang, "lang");
        int margin = interactive ? PAGE_MARGIN : MARGIN;
        int board = 9 * CELL;
        int size = board + 2 * margin;
        int height = size + (interactive ? 30 : 28);
        StringBuilder sb = new StringBuilder(20_000);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(f("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n", size, height, size, height));
        sb.append("<title>").append(escape(Texts.svgTitle(lang))).append("</title>\n");
        if (interactive) {
            sb.append("<g aria-hidden=\"true\">\n");
        }
        sb.append(f("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", size, height));
        for (int bf = 0; bf < 3; bf++) {
            for (int br = 0; br < 3; br++) {
                String fill = (bf + br) % 2 == 0 ? "#efe6d2" : "#fbf7ee";
                sb.append(f("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                        margin + bf * 3 * CELL, margin + (2 - br) * 3 * CELL, 3 * CELL, 3 * CELL, fill));
            }
        }
        for (Field f : Field.values()) {
            Optional<Player> marker = position.markerAt(f);
            if (marker.isPresent()) {
                sb.append(f(
                        "<rect class=\"marker\" data-field=\"%s\" data-owner=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
                                + "height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\">"
                                + "<title>%s</title></rect>\n",
                        f, marker.get(), x(f, margin) + 5, y(f, margin) + 5, CELL - 10, CELL - 10,
                        MARKER.get(marker.get()), CHEVRON.get(marker.get()), escape(Texts.svgMarker(lang, f, marker.get()))));
            }
        }
        for (int i = 0; i <= 9; i++) {
            double w = i % 3 == 0 ? 3.5 : 1;
            String colour = i % 3 == 0 ? "#3b2f1e" : "#b9ad95";
            int p = margin + i * CELL;
            sb.append(f("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                    + "stroke-width=\"%.1f\"/>\n", p, margin, p, margin + board, colour, w));
            sb.append(f("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                    + "stroke-width=\"%.1f\"/>\n", margin, p, margin + board, p, colour, w));
        }
        for (Map.Entry<Field, Chevron> e : position.chevrons().entrySet()) {
            Field f = e.getKey();
            Chevron c = e.getValue();
            double angle = Math.toDegrees(Math.atan2(c.facing().fileDelta(), c.facing().rankDelta()));
            sb.append(f(
                    "<g class=\"chevron\" data-field=\"%s\" data-owner=\"%s\" data-facing=\"%s\" "
                            + "transform=\"translate(%d %d) rotate(%.0f)\"><title>%s</title>"
                            + "<polygon points=\"0,-22 18,16 0,5 -18,16\" fill=\"%s\" stroke=\"#ffffff\" "
                            + "stroke-width=\"2.5\" stroke-linejoin=\"round\"/></g>\n",
                    f, c.owner(), c.facing(), x(f, margin) + CELL / 2, y(f, margin) + CELL / 2, angle,
                    escape(Texts.svgChevron(lang, f, c.owner(), c.facing().wording().text(lang))), CHEVRON.get(c.owner())));
        }
        for (Map.Entry<Field, String> e : marks.entrySet()) {
            String kind = kindName(e.getValue());
            sb.append(f("<g class=\"mark %s\" data-field=\"%s\">%s</g>\n", kind, e.getKey(),
                    shape(MARK_SHAPES.getOrDefault(kind, "fact-frame"), x(e.getKey(), margin), y(e.getKey(), margin))));
        }
        if (interactive) {
            for (int i = 0; i < 9; i++) {
                // Files in the bottom right corner of the first rank, ranks in the top left corner of file a.
                sb.append(coordinate(margin + i * CELL + CELL - 4, margin + board - 5, "end", String.valueOf((char) ('a' + i))));
                sb.append(coordinate(margin + 3, margin + (8 - i) * CELL + 18, "start", String.valueOf(i + 1)));
            }
        } else {
            for (int i = 0; i < 9; i++) {
                char file = (char) ('a' + i);
                int cx = margin + i * CELL + CELL / 2;
                int cy = margin + (8 - i) * CELL + CELL / 2 + 6;
                sb.append(text(cx, margin - 12, String.valueOf(file)));
                sb.append(text(cx, margin + board + 24, String.valueOf(file)));
                sb.append(text(margin / 2, cy, String.valueOf(i + 1)));
                sb.append(text(margin + board + margin / 2, cy, String.valueOf(i + 1)));
            }
        }
        String line;
        if (outcome.isPresent()) {
            line = gameOverCaption(outcome.get(), lang);
        } else {
            StringBuilder counts = new StringBuilder();
            for (Player p : position.players()) {
                counts.append(counts.length() == 0 ? "" : " ").append(p).append(' ').append(position.markerCount(p));
            }
            line = Texts.svgToMove(lang, position.toMove(), counts);
        }
        sb.append(f("<text class=\"caption\" x=\"%d\" y=\"%d\" font-size=\"%d\" "
                + "fill=\"#3b2f1e\">%s</text>\n", interactive ? margin + 2 : MARGIN, size + (interactive ? 22 : 14),
                interactive ? 20 : 17, escape(line)));
        if (!interactive) {
            for (Player p : position.players()) {
                int lx = size - MARGIN - (position.playerCount() - p.number() + 1) * 44;
                sb.append(f("<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" rx=\"3\" "
                        + "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n", lx, size, MARKER.get(p), CHEVRON.get(p)));
                sb.append(f("<text x=\"%d\" y=\"%d\" font-size=\"17\" fill=\"%s\">%s</text>\n",
                        lx + 20, size + 14, CHEVRON.get(p), p));
            }
        }
        if (interactive) {
            sb.append("</g>\n");
            for (Field f : Field.values()) {
                sb.append(f("<rect class=\"hit\" data-field=\"%s\" x=\"%d\" y=\"%d\" "
                        + "width=\"%d\" height=\"%d\" fill=\"transparent\" tabindex=\"-1\" role=\"button\" "
                        + "aria-label=\"%s\"/>\n", f, x(f, margin), y(f, margin), CELL, CELL, escape(label(position, f, lang))));
            }
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** One highlight's drawing in the field whose top left corner is (x, y): outlines only, never a fill. */
    private static String shape(String shape, int x, int y) {
        int cx = x + CELL / 2;
        int cy = y + CELL / 2;
        return switch (shape) {
            case "frame" -> frame(x, y, INK, 4, "") + frame(x, y, HALO, 1.5, "");
            case "corners" -> {
                String d = f("M%d %dh14M%d %dv14M%d %dh-14M%d %dv14M%d %dh14M%d %dv-14"
                        + "M%d %dh-14M%d %dv-14", x + 3, y + 3, x + 3, y + 3, x + CELL - 3, y + 3, x + CELL - 3, y + 3,
                        x + 3, y + CELL - 3, x + 3, y + CELL - 3, x + CELL - 3, y + CELL - 3, x + CELL - 3, y + CELL - 3);
                yield f("<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"7\" "
                        + "stroke-linecap=\"square\"/><path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"3.5\" "
                        + "stroke-linecap=\"square\"/>", d, HALO, d, INK);
            }
            case "ring" -> circle(cx, cy, 11, HALO, 7, "") + circle(cx, cy, 11, INK, 3.5, "");
            case "capture-ring" -> circle(cx, cy, 25, HALO, 6, "") + circle(cx, cy, 25, INK, 3.5, "6 4");
            case "diamond" -> {
                String points = f("%d,%d %d,%d %d,%d %d,%d", cx, cy - 13, cx + 13, cy, cx,
                        cy + 13, cx - 13, cy);
                yield f("<polygon points=\"%s\" fill=\"none\" stroke=\"%s\" "
                        + "stroke-width=\"7\"/><polygon points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"3.5\"/>",
                        points, HALO, points, INK);
            }
            case "last-frame" -> frame(x, y, LAST, 4, "");
            case "recent-frame" -> frame(x, y, LAST, 3, "7 5");
            case "problem-frame" -> frame(x, y, HALO, 5, "") + frame(x, y, INK, 4, "8 5") + f(
                        "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"/>"
                                + "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\" "
                                + "fill=\"%s\">!</text>", x + CELL - 9, y + 9, INK, HALO, x + CELL - 9, y + 14, HALO);
            default -> frame(x, y, INK, 3, "2 3");
        };
    }

    /** A square outline in the field's outer band, outside a marker's fill (markers start 5 units in). */
    private static String frame(int x, int y, String colour, double width, String dashes) {
        return f("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"%s\" stroke-width=\"%.1f\"%s/>", x + 3, y + 3, CELL - 6, CELL - 6, colour, width,
                dashes.isEmpty() ? "" : " stroke-dasharray=\"" + dashes + "\"");
    }

    private static String circle(int cx, int cy, int r, String colour, double width, String dashes) {
        return f("<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" "
                + "stroke-width=\"%.1f\"%s/>", cx, cy, r, colour, width,
                dashes.isEmpty() ? "" : " stroke-dasharray=\"" + dashes + "\"");
    }

    /** What a field holds, for the click target's accessible name: "e4: A's chevron facing N, on B's marker". */
    private static String label(Position position, Field f, Language lang) {
        String marker = position.markerAt(f).map(p -> Texts.svgMarkerOf(lang, p)).orElse(Texts.svgNeutral(lang));
        Optional<Chevron> chevron = position.chevronAt(f);
        return chevron.isPresent() ? Texts.svgFieldChevron(lang, f, chevron.get().owner(),
                chevron.get().facing().wording().text(lang), marker)
                : Texts.svgFieldEmpty(lang, f, marker);
    }

    private static String coordinate(int x, int y, String anchor, String s) {
        return f("<text class=\"coordinate\" x=\"%d\" y=\"%d\" font-size=\"19\" "
                + "font-weight=\"bold\" text-anchor=\"%s\" fill=\"#3b2f1e\" stroke=\"#ffffff\" stroke-width=\"3\" "
                + "paint-order=\"stroke\">%s</text>\n", x, y, anchor, s);
    }

    /** A highlight kind as a class name: its letters a to z and hyphens only. */
    private static String kindName(String kind) {
        StringBuilder sb = new StringBuilder(kind.length());
        for (int i = 0; i < kind.length(); i++) {
            char c = kind.charAt(i);
            if (c >= 'a' && c <= 'z' || c == '-') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * The pattern with its {@code %d}, {@code %s}, {@code %.0f} and {@code %.1f} replaced by the
     * arguments in order, as {@code String.format(Locale.ROOT, …)} writes them. The picture is
     * also drawn by the npm package (WebAssembly), where this is much cheaper than a
     * {@link java.util.Formatter} and needs neither it nor regular expressions.
     */
    private static String f(String pattern, Object... args) {
        StringBuilder sb = new StringBuilder(pattern.length() + 16 * args.length);
        int next = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c != '%') {
                sb.append(c);
            } else if (pattern.charAt(i + 1) == '.') {
                int decimals = pattern.charAt(i + 2) - '0';
                decimal(sb, ((Number) args[next++]).doubleValue(), decimals);
                i += 3;
            } else {
                sb.append(args[next++]);
                i++;
            }
        }
        return sb.toString();
    }

    /** A number rounded half up to 0 or 1 decimals, as {@code %.0f} and {@code %.1f} write it. */
    private static void decimal(StringBuilder sb, double value, int decimals) {
        long scale = decimals == 0 ? 1 : 10;
        long units = Math.round(Math.abs(value) * scale);
        if (value < 0 && units != 0) {
            sb.append('-');
        }
        sb.append(units / scale);
        if (decimals == 1) {
            sb.append('.').append(units % scale);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String text(int x, int y, String s) {
        return f("<text x=\"%d\" y=\"%d\" font-size=\"18\" text-anchor=\"middle\" "
                + "fill=\"#3b2f1e\">%s</text>\n", x, y, s);
    }

    private static int x(Field f, int margin) {
        return margin + f.file() * CELL;
    }

    private static int y(Field f, int margin) {
        return margin + (8 - f.rank()) * CELL;
    }
}
