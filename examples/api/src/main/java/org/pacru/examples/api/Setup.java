package org.pacru.examples.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.examples.text.Texts;

/**
 * The {@code setup} call: a position from its parts, or every problem with its rule ID
 * ({@link InvalidPositionException}).
 */
final class Setup {
    private Setup() {
    }

    /**
     * Set-up: {@code players}, {@code toMove}, {@code chevrons} ({@code {"e4": "AN"}}),
     * {@code markers} ({@code {"e4": "a"}}).
     */
    static Map<String, Object> answer(Request request) {
        int players = request.intValue("players", 2, 1, 9);
        Position.Builder b = players >= 2 && players <= 4 ? Position.builder(players) : Position.builder(2).players(players);
        b.toMove(player(request, "toMove", request.optionalString("toMove").orElse("A")));
        for (Map.Entry<String, String> e : entries(request, "chevrons").entrySet()) {
            String v = e.getValue();
            if (v.length() < 2) {
                throw ApiError.field(400, "bad-request", "chevrons", Texts.apiNotOwnerFacing(request.language(), v));
            }
            Direction d;
            try {
                d = Direction.valueOf(v.substring(1).toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException ex) {
                throw ApiError.field(400, "bad-request", "chevrons", Texts.apiNotFacing(request.language(),
                        v.substring(1)));
            }
            b.chevron(request.parseField("chevrons", e.getKey()), new Chevron(player(request, "chevrons", v.substring(0, 1)), d));
        }
        for (Map.Entry<String, String> e : entries(request, "markers").entrySet()) {
            b.marker(request.parseField("markers", e.getKey()), player(request, "markers", e.getValue()));
        }
        Map<String, Object> o = new LinkedHashMap<>();
        try {
            Position p = b.build();
            o.put("valid", true);
            o.putAll(Views.position(p));
            o.put("problems", List.of());
            o.put("outcome", Views.outcome(request.rules().outcome(p), request.locale()));
        } catch (InvalidPositionException e) {
            o.put("valid", false);
            o.put("position", null);
            o.put("problems", Request.problems(e.problems(), request.locale()));
        }
        return o;
    }

    /** An object of field names to texts ({@link Request#text}); nothing if the field is not an object. */
    private static Map<String, String> entries(Request request, String name) {
        Map<String, String> entries = new LinkedHashMap<>();
        if (request.body().get(name) instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                entries.put(String.valueOf(e.getKey()), Request.text(e.getValue()));
            }
        }
        return entries;
    }

    private static Player player(Request request, String name, String text) {
        try {
            return Player.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiError.field(400, "bad-request", name, Texts.apiNotPlayer(request.language(), name, text));
        }
    }
}
