import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renders one of the project's Markdown documents (pacru-core/RULES.md, pacru-notation/NOTATION.md)
 * as a standalone HTML page for the Javadoc's doc-files, at build time (exec-maven-plugin runs it
 * with the JDK's single-file source launcher, so it needs nothing but the JDK):
 *
 * <pre>
 * java [-Dmarkdown.stylesheet=FILE] build/MarkdownToHtml.java IN.md OUT.html TITLE BASE-URL [RELATIVE-LINK=TARGET ...]
 * </pre>
 *
 * <p>TITLE {@code -} takes the title from the document's first heading. A file named like
 * {@code RULES.es.md} is a translation: the page's language ({@code <html lang>}) is its tag, else
 * English.
 *
 * <p>It knows the Markdown these documents use: headings, paragraphs, nested "-" lists, fenced
 * code blocks, tables, inline code, bold, italic and links. Every rule item ({@code - **R3.2** …},
 * {@code - **D4** …}) gets its rule ID as its HTML id, and every numbered section {@code ## 3. …}
 * the ids {@code section-3} and {@code R3}, so Javadoc links such as {@code rules.html#R3.2} lead to
 * the rule. Relative links are resolved against BASE-URL (the file's folder in the repository),
 * except those given as RELATIVE-LINK=TARGET, which are replaced by TARGET. Wrapped lines are
 * joined without a line break between two Chinese or Japanese characters (a break there would show
 * as a space).
 */
public final class MarkdownToHtml {

    private static final Pattern HEADING = Pattern.compile("(#{1,6}) (.*)");
    private static final Pattern ITEM = Pattern.compile("( *)- (.*)");
    private static final Pattern RULE_ITEM = Pattern.compile("\\*\\*([RD]\\d+(?:\\.\\d+)?[a-z]?)\\*\\*.*");
    private static final Pattern NUMBERED = Pattern.compile("(\\d+)\\. .*");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)");
    /** The label of the links to a rule's tests, in each language of the rulebook: it starts a line. */
    private static final Pattern TESTS_LABEL = Pattern.compile("\\*(Tests|Pruebas|テスト)[^*]*:\\*.*");
    /** A translation's file name, {@code RULES.es.md}: group 1 is its language tag. */
    private static final Pattern TRANSLATION = Pattern.compile(".*\\.([a-z]{2})\\.md");

    private final URI base;
    private final Map<String, String> replacedLinks;

    private MarkdownToHtml(URI base, Map<String, String> replacedLinks) {
        this.base = base;
        this.replacedLinks = replacedLinks;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: java MarkdownToHtml.java IN.md OUT.html TITLE BASE-URL [LINK=TARGET ...]");
            System.exit(2);
        }
        Map<String, String> replaced = new LinkedHashMap<>();
        for (int i = 4; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            replaced.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        String base = args[3].endsWith("/") ? args[3] : args[3] + "/";
        MarkdownToHtml renderer = new MarkdownToHtml(URI.create(base), replaced);
        List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        String title = args[2];
        if (title.equals("-")) {
            title = lines.stream().filter(l -> l.startsWith("# ")).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(args[0] + " has no heading for the title"))
                    .substring(2).strip();
        }
        Matcher translation = TRANSLATION.matcher(Path.of(args[0]).getFileName().toString());
        String lang = translation.matches() ? translation.group(1) : "en";
        // -Dmarkdown.stylesheet=FILE links a style sheet instead of the inline style (for pages served
        // under a content security policy that allows no inline style, such as pacru serve's).
        String stylesheet = System.getProperty("markdown.stylesheet");
        String style = stylesheet != null
                ? "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"stylesheet\" href=\""
                        + escape(stylesheet) + "\">\n"
                : "<style>\n"
                + "body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 14px;"
                + " max-width: 60em; margin: 1em auto; padding: 0 1em; line-height: 1.4; }\n"
                + "code, pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 13px; }\n"
                + "pre { background: #f8f8f8; padding: 0.5em; overflow-x: auto; }\n"
                + "table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 0.2em 0.5em;"
                + " vertical-align: top; }\n:target { background: #fff3b0; }\n</style>\n";
        String page = "<!DOCTYPE html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"utf-8\">\n<title>"
                + escape(title) + "</title>\n" + style + "</head>\n<body>\n"
                + "<!-- Generated from " + escape(Path.of(args[0]).getFileName().toString())
                + " by build/MarkdownToHtml.java; edit the Markdown, not this page. -->\n"
                + renderer.blocks(lines) + "</body>\n</html>\n";
        Path out = Path.of(args[1]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, page, StandardCharsets.UTF_8);
    }

    /** Renders a run of lines (a document, or the content of a list item with its indent removed). */
    private String blocks(List<String> lines) {
        StringBuilder html = new StringBuilder();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.isBlank()) {
                i++;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (line.startsWith("```")) {
                int end = i + 1;
                StringBuilder code = new StringBuilder();
                while (end < lines.size() && !lines.get(end).startsWith("```")) {
                    code.append(escape(lines.get(end))).append('\n');
                    end++;
                }
                html.append("<pre><code>").append(code).append("</code></pre>\n");
                i = end + 1;
            } else if (heading.matches()) {
                int level = heading.group(1).length();
                String text = heading.group(2).strip();
                Matcher numbered = NUMBERED.matcher(text);
                String anchors = numbered.matches()
                        ? " id=\"section-" + numbered.group(1) + "\"><a id=\"R" + numbered.group(1) + "\"></a"
                        : slug(text).isEmpty() ? "" : " id=\"" + slug(text) + "\"";
                html.append("<h").append(level).append(anchors).append('>').append(inline(text))
                        .append("</h").append(level).append(">\n");
                i++;
            } else if (line.startsWith("|") && i + 1 < lines.size() && lines.get(i + 1).matches("\\|[-:| ]+\\|")) {
                html.append("<table>\n<tr>");
                for (String cell : cells(line)) {
                    html.append("<th>").append(inline(cell)).append("</th>");
                }
                html.append("</tr>\n");
                i += 2;
                while (i < lines.size() && lines.get(i).startsWith("|")) {
                    html.append("<tr>");
                    for (String cell : cells(lines.get(i))) {
                        html.append("<td>").append(inline(cell)).append("</td>");
                    }
                    html.append("</tr>\n");
                    i++;
                }
                html.append("</table>\n");
            } else if (ITEM.matcher(line).matches()) {
                i = list(lines, i, html);
            } else {
                StringBuilder paragraph = new StringBuilder(inline(line.strip()));
                i++;
                while (i < lines.size() && !lines.get(i).isBlank() && !startsBlock(lines, i)) {
                    String next = lines.get(i).strip();
                    paragraph.append(TESTS_LABEL.matcher(next).matches() ? "<br>\n"
                            : cjk(paragraph.codePointBefore(paragraph.length())) && cjk(next.codePointAt(0)) ? ""
                            : "\n").append(inline(next));
                    i++;
                }
                html.append("<p>").append(paragraph).append("</p>\n");
            }
        }
        return html.toString();
    }

    private static boolean startsBlock(List<String> lines, int i) {
        String line = lines.get(i);
        return line.startsWith("```") || HEADING.matcher(line).matches() || ITEM.matcher(line).matches()
                || line.startsWith("|");
    }

    /** A list starting at line {@code start}: its items and everything indented under them. */
    private int list(List<String> lines, int start, StringBuilder html) {
        int indent = ITEM.matcher(lines.get(start)).replaceFirst("$1").length();
        html.append("<ul>\n");
        int i = start;
        while (i < lines.size()) {
            Matcher item = ITEM.matcher(lines.get(i));
            if (!item.matches() || item.group(1).length() != indent) {
                break;
            }
            List<String> content = new ArrayList<>();
            content.add(item.group(2));
            i++;
            while (i < lines.size()) {
                String line = lines.get(i);
                boolean indented = line.length() > indent + 1 && line.substring(0, indent + 2).isBlank();
                boolean blankThenIndented = line.isBlank() && i + 1 < lines.size()
                        && lines.get(i + 1).length() > indent + 1 && lines.get(i + 1).substring(0, indent + 2).isBlank();
                if (!indented && !blankThenIndented) {
                    break;
                }
                content.add(line.isBlank() ? "" : line.substring(indent + 2));
                i++;
            }
            Matcher rule = RULE_ITEM.matcher(content.get(0));
            html.append(rule.matches() ? "<li id=\"" + rule.group(1) + "\">" : "<li>");
            String body = blocks(content);
            if (body.startsWith("<p>") && body.indexOf("<p>", 3) < 0) {
                body = body.substring(3).replaceFirst("</p>\n", "\n");  // a one-paragraph item: no <p>
            }
            html.append(body).append("</li>\n");
            while (i < lines.size() && lines.get(i).isBlank() && i + 1 < lines.size()
                    && ITEM.matcher(lines.get(i + 1)).matches()
                    && ITEM.matcher(lines.get(i + 1)).replaceFirst("$1").length() == indent) {
                i++;
            }
        }
        html.append("</ul>\n");
        return i;
    }

    private static List<String> cells(String row) {
        String inner = row.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        List<String> cells = new ArrayList<>();
        for (String cell : inner.split("\\|", -1)) {
            cells.add(cell.strip());
        }
        return cells;
    }

    /** Inline Markdown: code spans (taken literally), links, bold and italic. */
    private String inline(String text) {
        List<String> codes = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int open = text.indexOf('`', i);
            int close = open < 0 ? -1 : text.indexOf('`', open + 1);
            if (close < 0) {
                out.append(escape(text.substring(i)));
                break;
            }
            out.append(escape(text.substring(i, open)));
            out.append('\u0000').append(codes.size()).append('\u0000');
            codes.add("<code>" + escape(text.substring(open + 1, close)) + "</code>");
            i = close + 1;
        }
        String html = out.toString();
        Matcher link = LINK.matcher(html);
        StringBuilder linked = new StringBuilder();
        while (link.find()) {
            link.appendReplacement(linked, Matcher.quoteReplacement(
                    "<a href=\"" + href(link.group(2)) + "\">" + link.group(1) + "</a>"));
        }
        link.appendTail(linked);
        html = linked.toString()
                .replaceAll("\\*\\*([^*]+)\\*\\*", "<b>$1</b>")
                .replaceAll("(?<![\\w*])\\*([^*\\s][^*]*?)\\*(?![\\w*])", "<i>$1</i>");
        for (int c = 0; c < codes.size(); c++) {
            html = html.replace("\u0000" + c + "\u0000", codes.get(c));
        }
        return html;
    }

    private String href(String target) {
        String unescaped = target.replace("&amp;", "&");
        if (replacedLinks.containsKey(unescaped)) {
            return replacedLinks.get(unescaped);
        }
        if (unescaped.startsWith("#") || unescaped.matches("[a-z]+:.*")) {
            return target;
        }
        return escape(base.resolve(unescaped).toString());
    }

    /** A Chinese or Japanese character or punctuation mark (no space between words). */
    private static boolean cjk(int c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || c == 0x30FC
                || c >= 0x3000 && c <= 0x303F || c >= 0xFF00 && c <= 0xFFEF;
    }

    private static String slug(String text) {
        return text.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
