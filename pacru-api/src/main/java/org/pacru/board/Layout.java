package org.pacru.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The start positions of R1.6: no markers on the board, chevrons as listed, player {@code A} to move.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * Position start = Layout.TWO_PLAYERS.position();
 * start.chevronAt(Field.E1);    // Optional[AN]
 * }</pre>
 */
public enum Layout {
    /** R1.6, 2 players: A a3 E, e1 N, i3 W, i9 SW; B a7 E, e9 S, i7 W, a1 NE. */
    TWO_PLAYERS(2, "A a3 E, e1 N, i3 W, i9 SW; B a7 E, e9 S, i7 W, a1 NE"),
    /** R1.6, 3 players: A g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N; C e9 S, a7 E, i7 W. */
    THREE_PLAYERS(3, "A g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N; C e9 S, a7 E, i7 W"),
    /** R1.6, 4 players: as 3 players, plus D a3 E, i3 W, e1 N. */
    FOUR_PLAYERS(4, "A g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N; C e9 S, a7 E, i7 W; D a3 E, i3 W, e1 N"),
    /**
     * R1.6, the 2-player layout used on Abstract Play before February 2025 (to replay old games):
     * A a9 SE, g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N, i1 NW.
     */
    TWO_PLAYERS_LEGACY(2, "A a9 SE, g9 S, i5 W, g1 N; B c9 S, a5 E, c1 N, i1 NW");

    private final int players;
    private final Position position;

    Layout(int players, String chevrons) {
        this.players = players;
        Position.Builder b = Position.builder(players);
        for (String group : parts(chevrons, ';')) {
            String g = group.strip();
            Player owner = Player.parse(g.substring(0, 1));
            for (String piece : parts(g.substring(1), ',')) {
                List<String> fieldAndFacing = parts(piece.strip(), ' ');
                b.chevron(Field.parse(fieldAndFacing.get(0)), new Chevron(owner, Direction.parse(fieldAndFacing.get(1))));
            }
        }
        this.position = b.build();
    }

    /** The parts of a text between the separators (no regular expression: see PortabilityTest). */
    private static List<String> parts(String text, char separator) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
            parts.add(text.substring(start, at));
            start = at + 1;
        }
        parts.add(text.substring(start));
        return parts;
    }

    /**
     * The layout for the given number of players under the current rules.
     *
     * @param players 2, 3 or 4
     * @return the layout
     * @throws IllegalArgumentException for any other number
     */
    public static Layout forPlayers(int players) {
        return switch (players) {
            case 2 -> TWO_PLAYERS;
            case 3 -> THREE_PLAYERS;
            case 4 -> FOUR_PLAYERS;
            default -> throw new IllegalArgumentException("R1.5: 2, 3 or 4 players, not " + players);
        };
    }

    /**
     * The number of players this layout is for.
     *
     * @return 2, 3 or 4
     */
    public int players() {
        return players;
    }

    /**
     * The start position.
     *
     * @return the position, player {@code A} to move
     */
    public Position position() {
        return position;
    }
}
