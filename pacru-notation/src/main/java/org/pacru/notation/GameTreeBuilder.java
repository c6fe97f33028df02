package org.pacru.notation;

import java.util.ArrayList;
import java.util.List;
import org.pacru.action.Action;

/**
 * Builds a {@link GameTree}'s lines from a record's entries as {@link GameRecordParser} reads them,
 * variations and annotations included (NOTATION.md §4.1): the sink of {@link GameRecordParser#tree}.
 */
final class GameTreeBuilder implements GameRecordParser.Entries {

    final List<Integer> passes = new ArrayList<>();
    private int mainActions;
    private final List<LineDraft> open = new ArrayList<>();
    private LineDraft line = new LineDraft();

    @Override
    public void action(Action action, int offset) {
        line.plies.add(new PlyDraft(action));
        if (open.isEmpty()) {
            mainActions++;
        }
    }

    @Override
    public void pass(int offset) {
        passes.add(mainActions);
    }

    @Override
    public void glyph(Glyph glyph, int offset) {
        line.last().note.glyphs.add(glyph);
    }

    @Override
    public void comment(String text, List<Shape> shapes, int offset) {
        Note note = line.plies.isEmpty() ? line.before : line.last().note;
        String t = text.strip();
        if (!t.isEmpty()) {
            note.comment.append(note.comment.length() > 0 ? " " : "").append(t);
        }
        note.shapes.addAll(shapes);
    }

    @Override
    public void variationStart(int offset) {
        LineDraft variation = new LineDraft();
        line.last().variations.add(variation);
        open.add(line);
        line = variation;
    }

    @Override
    public void variationEnd(int offset) {
        line = open.remove(open.size() - 1);
    }

    Variation build() {
        return line.build();
    }

    /** A comment, glyphs and shapes as they are read. */
    private static final class Note {
        final StringBuilder comment = new StringBuilder();
        final List<Glyph> glyphs = new ArrayList<>();
        final List<Shape> shapes = new ArrayList<>();

        Annotation build() {
            return comment.length() == 0 && glyphs.isEmpty() && shapes.isEmpty() ? Annotation.NONE
                    : new Annotation(comment.toString(), glyphs, shapes);
        }
    }

    /** A line as it is read. */
    private static final class LineDraft {
        final Note before = new Note();
        final List<PlyDraft> plies = new ArrayList<>();

        PlyDraft last() {
            return plies.get(plies.size() - 1);
        }

        Variation build() {
            List<Ply> built = new ArrayList<>(plies.size());
            for (PlyDraft p : plies) {
                List<Variation> variations = new ArrayList<>(p.variations.size());
                for (LineDraft v : p.variations) {
                    variations.add(v.build());
                }
                built.add(new Ply(p.action, p.note.build(), variations));
            }
            return new Variation(before.build(), built);
        }
    }

    /** A ply as it is read. */
    private static final class PlyDraft {
        final Action action;
        final Note note = new Note();
        final List<LineDraft> variations = new ArrayList<>();

        PlyDraft(Action action) {
            this.action = action;
        }
    }
}
