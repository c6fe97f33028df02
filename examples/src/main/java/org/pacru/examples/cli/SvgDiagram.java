package org.pacru.examples.cli;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;

/**
 * An SVG picture of a position: the nine borderlands (R1.2) shaded in a checkerboard and framed
 * by heavy lines, markers as squares in their owner's colour, chevrons as arrow heads in their
 * owner's colour pointing in their facing, and coordinates on all four sides.
 *
 * <p>A stateless utility; the picture depends on the position only.
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

    /** The highlight kinds with their colours: choices offered, the selection, and explained facts. */
    public static final Map<String, String> MARK_COLOURS = Map.ofEntries(
            Map.entry("selected", "#1d4ed8"), Map.entry("target", "#15803d"), Map.entry("capture", "#b91c1c"),
            Map.entry("choice", "#c2410c"), Map.entry("last", "#7c3aed"), Map.entry("range", "#0e7490"),
            Map.entry("passed", "#a16207"), Map.entry("attackers", "#b91c1c"), Map.entry("crossing", "#c2410c"),
            Map.entry("connection", "#15803d"), Map.entry("meeting", "#7c3aed"), Map.entry("start", "#1d4ed8"),
            Map.entry("relinquished", "#be185d"), Map.entry("problem", "#b91c1c"), Map.entry("turn", "#1d4ed8"),
            Map.entry("movement", "#0e7490"), Map.entry("marking", "#c2410c"), Map.entry("rotation", "#be185d"),
            Map.entry("completions", "#15803d"));

    /** The kinds drawn as a dot in the middle of the field (fields to pick), not as a framed square. */
    private static final java.util.Set<String> DOTS = java.util.Set.of("target", "choice");

    private SvgDiagram() {
    }

    /**
     * The picture as an SVG document.
     *
     * @param position the position
     * @return the SVG text
     */
    public static String render(Position position) {
        return render(position, Map.of(), false);
    }

    /**
     * The picture with highlighted fields, and optionally focusable click targets: each field
     * then carries a transparent {@code <rect class="hit" data-field="e4" tabindex="0"
     * role="button" aria-label="…">} on top, for a page that acts on clicks and keys.
     *
     * @param position the position
     * @param marks a highlight kind per field, one of {@link #MARK_COLOURS}' keys (others are drawn
     *     in grey); each becomes an outlined square with {@code class="mark KIND"}, or a dot for
     *     the fields to pick ({@code target}, {@code choice})
     * @param interactive whether to add the click targets
     * @return the SVG text
     */
    public static String render(Position position, Map<Field, String> marks, boolean interactive) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(marks, "marks");
        int board = 9 * CELL;
        int size = board + 2 * MARGIN;
        int height = size + 28;
        StringBuilder sb = new StringBuilder(16_000);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">%n", size, height, size, height));
        sb.append("<title>Pacru position</title>\n");
        sb.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", size, height));
        for (int bf = 0; bf < 3; bf++) {
            for (int br = 0; br < 3; br++) {
                String fill = (bf + br) % 2 == 0 ? "#efe6d2" : "#fbf7ee";
                sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
                        MARGIN + bf * 3 * CELL, MARGIN + (2 - br) * 3 * CELL, 3 * CELL, 3 * CELL, fill));
            }
        }
        for (Field f : Field.values()) {
            Optional<Player> marker = position.markerAt(f);
            if (marker.isPresent()) {
                sb.append(String.format(Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" "
                                + "stroke-width=\"2\"><title>%s: marker of %s</title></rect>%n",
                        x(f) + 5, y(f) + 5, CELL - 10, CELL - 10, MARKER.get(marker.get()),
                        CHEVRON.get(marker.get()), f, marker.get()));
            }
        }
        for (Map.Entry<Field, String> e : marks.entrySet()) {
            String kind = e.getValue().replaceAll("[^a-z-]", "");
            if (DOTS.contains(kind)) {
                continue;
            }
            sb.append(String.format(Locale.ROOT, "<rect class=\"mark %s\" data-field=\"%s\" x=\"%d\" y=\"%d\" "
                    + "width=\"%d\" height=\"%d\" rx=\"4\" fill=\"%s\" fill-opacity=\"0.35\" stroke=\"%s\" "
                    + "stroke-width=\"4\"/>%n", kind, e.getKey(), x(e.getKey()) + 2, y(e.getKey()) + 2, CELL - 4, CELL - 4,
                    MARK_COLOURS.getOrDefault(kind, "#777777"), MARK_COLOURS.getOrDefault(kind, "#777777")));
        }
        for (int i = 0; i <= 9; i++) {
            double w = i % 3 == 0 ? 3.5 : 1;
            String colour = i % 3 == 0 ? "#3b2f1e" : "#b9ad95";
            int p = MARGIN + i * CELL;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                    + "stroke-width=\"%.1f\"/>%n", p, MARGIN, p, MARGIN + board, colour, w));
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                    + "stroke-width=\"%.1f\"/>%n", MARGIN, p, MARGIN + board, p, colour, w));
        }
        for (Map.Entry<Field, Chevron> e : position.chevrons().entrySet()) {
            Field f = e.getKey();
            Chevron c = e.getValue();
            double angle = Math.toDegrees(Math.atan2(c.facing().fileDelta(), c.facing().rankDelta()));
            sb.append(String.format(Locale.ROOT,
                    "<g transform=\"translate(%d %d) rotate(%.0f)\"><title>%s: chevron of %s facing %s</title>"
                            + "<polygon points=\"0,-22 18,16 0,5 -18,16\" fill=\"%s\" stroke=\"#ffffff\" "
                            + "stroke-width=\"2.5\" stroke-linejoin=\"round\"/></g>%n",
                    x(f) + CELL / 2, y(f) + CELL / 2, angle, f, c.owner(), c.facing(), CHEVRON.get(c.owner())));
        }
        for (Map.Entry<Field, String> e : marks.entrySet()) {
            String kind = e.getValue().replaceAll("[^a-z-]", "");
            if (DOTS.contains(kind)) {
                sb.append(String.format(Locale.ROOT, "<circle class=\"mark %s\" data-field=\"%s\" cx=\"%d\" "
                        + "cy=\"%d\" r=\"12\" fill=\"%s\" stroke=\"#ffffff\" stroke-width=\"3\"/>%n", kind,
                        e.getKey(), x(e.getKey()) + CELL / 2,
                        y(e.getKey()) + CELL / 2, MARK_COLOURS.get(kind)));
            }
        }
        for (int i = 0; i < 9; i++) {
            char file = (char) ('a' + i);
            int cx = MARGIN + i * CELL + CELL / 2;
            int cy = MARGIN + (8 - i) * CELL + CELL / 2 + 6;
            sb.append(text(cx, MARGIN - 12, String.valueOf(file)));
            sb.append(text(cx, MARGIN + board + 24, String.valueOf(file)));
            sb.append(text(MARGIN / 2, cy, String.valueOf(i + 1)));
            sb.append(text(MARGIN + board + MARGIN / 2, cy, String.valueOf(i + 1)));
        }
        StringBuilder status = new StringBuilder();
        status.append(position.toMove()).append(" to move —");
        for (Player p : position.players()) {
            status.append(' ').append(p).append(' ').append(position.markerCount(p));
        }
        status.append(" markers");
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"17\" fill=\"#3b2f1e\">%s</text>%n",
                MARGIN, size + 14, status));
        for (Player p : position.players()) {
            int lx = size - MARGIN - (position.playerCount() - p.number() + 1) * 44;
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"16\" rx=\"3\" "
                    + "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>%n", lx, size, MARKER.get(p), CHEVRON.get(p)));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"17\" fill=\"%s\">%s</text>%n",
                    lx + 20, size + 14, CHEVRON.get(p), p));
        }
        if (interactive) {
            for (Field f : Field.values()) {
                sb.append(String.format(Locale.ROOT, "<rect class=\"hit\" data-field=\"%s\" x=\"%d\" y=\"%d\" "
                        + "width=\"%d\" height=\"%d\" fill=\"transparent\" tabindex=\"-1\" role=\"button\" "
                        + "aria-label=\"%s\"/>%n", f, x(f), y(f), CELL, CELL, label(position, f, marks.get(f))));
            }
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static String label(Position position, Field f, String mark) {
        StringBuilder sb = new StringBuilder(f.toString());
        position.chevronAt(f).ifPresent(c -> sb.append(", chevron of ").append(c.owner()).append(" facing ")
                .append(c.facing()));
        sb.append(position.markerAt(f).map(p -> ", marker of " + p).orElse(", neutral"));
        if (mark != null) {
            sb.append(", ").append(mark.replace('-', ' '));
        }
        return sb.toString();
    }

    private static String text(int x, int y, String s) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"18\" text-anchor=\"middle\" "
                + "fill=\"#3b2f1e\">%s</text>%n", x, y, s);
    }

    private static int x(Field f) {
        return MARGIN + f.file() * CELL;
    }

    private static int y(Field f) {
        return MARGIN + (8 - f.rank()) * CELL;
    }
}
