package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;

/**
 * The {@code setup} endpoint: a position from its parts, or every problem with its rule ID
 * ({@link InvalidPositionException}).
 */
final class Setup {
    private Setup() {
    }

    /**
     * Set-up: a position from parts, with every problem listed with its rule ID. Body:
     * {@code players}, {@code toMove}, {@code chevrons} ({@code {"e4":"AN"}}), {@code markers}
     * ({@code {"e4":"a"}}).
     */
    static ObjectNode answer(Request request) {
        int players = request.intValue("players", 2, 1, 9);
        Position.Builder b;
        if (players >= 2 && players <= 4) {
            b = Position.builder(players);
        } else {
            b = Position.builder(2).players(players);
        }
        String toMove = request.optionalString("toMove").orElse("A");
        b.toMove(player("toMove", toMove));
        if (request.has("chevrons")) {
            request.body().get("chevrons").fields().forEachRemaining(e -> {
                String v = e.getValue().asText("");
                if (v.length() < 2) {
                    throw Request.field(400, "bad-request", "chevrons", "chevrons: '" + v
                            + "' is not an owner and a facing such as AN or BSW");
                }
                Direction d;
                try {
                    d = Direction.valueOf(v.substring(1).toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException ex) {
                    throw Request.field(400, "bad-request", "chevrons", "chevrons: '" + v.substring(1)
                            + "' is not a facing (N, NE, E, SE, S, SW, W, NW)");
                }
                b.chevron(Api.field("chevrons", e.getKey()), new Chevron(player("chevrons", v.substring(0, 1)), d));
            });
        }
        if (request.has("markers")) {
            request.body().get("markers").fields().forEachRemaining(e ->
                    b.marker(Api.field("markers", e.getKey()), player("markers", e.getValue().asText(""))));
        }
        ObjectNode o = Json.object();
        try {
            Position p = b.build();
            o.put("valid", true);
            o.setAll(Views.position(p));
            o.set("problems", Json.array());
            o.set("outcome", Views.outcome(request.rules().outcome(p), request.locale()));
        } catch (InvalidPositionException e) {
            o.put("valid", false);
            o.putNull("position");
            o.set("problems", Request.problems(e.problems(), request.locale()));
        }
        return o;
    }

    private static Player player(String name, String text) {
        try {
            return Player.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Request.field(400, "bad-request", name, name + ": '" + text + "' is not a player (A to D)");
        }
    }
}
