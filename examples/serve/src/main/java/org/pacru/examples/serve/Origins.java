package org.pacru.examples.serve;

import java.util.Locale;
import java.util.regex.Pattern;
import org.pacru.examples.text.Text;

/**
 * The server's checks of where a request comes from and where it thinks it goes: the one origin
 * {@code --cors} allows, and the {@code Host} a loopback server accepts (DNS rebinding: a page of
 * another site whose name was re-pointed at 127.0.0.1 sends its own name as {@code Host}).
 */
public final class Origins {
    private static final Pattern LABEL = Pattern.compile("[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?");
    private static final Pattern IPV4 = Pattern.compile("(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
            + "(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9a-f:.]{2,45}");

    private Origins() {
    }

    /**
     * Checks an origin for {@code --cors}: {@code http} or {@code https}, a host name, an IPv4
     * address or a bracketed IPv6 address, and an optional port; no path, no wildcard, nothing
     * else.
     *
     * @param text the origin, such as {@code https://play.example.org}
     * @return the origin, its scheme and host in lower case (as browsers send it)
     * @throws IllegalArgumentException naming what is wrong, the text quoted and escaped
     */
    public static String cors(String text) {
        String why = corsProblem(text);
        if (why != null) {
            throw new IllegalArgumentException(Text.quote(text) + " is not an origin: " + why
                    + " (expected scheme://host[:port], such as https://play.example.org)");
        }
        return text.toLowerCase(Locale.ROOT);
    }

    private static String corsProblem(String text) {
        if (text.isEmpty()) {
            return "it is empty";
        }
        if (text.length() > 300) {
            return "it is longer than 300 characters";
        }
        if (text.equals("*") || text.equals("null")) {
            return "'" + text + "' would allow every page";
        }
        String t = text.toLowerCase(Locale.ROOT);
        int colon = t.indexOf("://");
        if (colon < 0) {
            return "no scheme";
        }
        String scheme = t.substring(0, colon);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            return "the scheme must be http or https";
        }
        String rest = t.substring(colon + 3);
        if (rest.endsWith("/")) {
            return "an origin has no path, not even '/'";
        }
        return hostPortProblem(rest);
    }

    /** Null if {@code hostPort} is a valid host with an optional port, else why not. */
    private static String hostPortProblem(String hostPort) {
        String host = hostPort;
        String port = null;
        if (hostPort.startsWith("[")) {
            int end = hostPort.indexOf(']');
            if (end < 0) {
                return "an unclosed '['";
            }
            host = hostPort.substring(0, end + 1);
            if (end + 1 < hostPort.length()) {
                if (hostPort.charAt(end + 1) != ':') {
                    return "something after the address";
                }
                port = hostPort.substring(end + 2);
            }
        } else {
            int c = hostPort.lastIndexOf(':');
            if (c >= 0) {
                host = hostPort.substring(0, c);
                port = hostPort.substring(c + 1);
            }
        }
        if (port != null && !validPort(port)) {
            return "the port must be a number from 1 to 65535";
        }
        if (host.startsWith("[")) {
            return IPV6.matcher(host.substring(1, host.length() - 1)).matches() && host.contains(":")
                    ? null : "not an IPv6 address";
        }
        return validName(host) ? null : "not a host name";
    }

    private static boolean validPort(String port) {
        if (port.isEmpty() || port.length() > 5) {
            return false;
        }
        for (int i = 0; i < port.length(); i++) {
            if (port.charAt(i) < '0' || port.charAt(i) > '9') {
                return false;
            }
        }
        int n = Integer.parseInt(port);
        return n >= 1 && n <= 65_535;
    }

    private static boolean validName(String host) {
        if (host.isEmpty() || host.length() > 253) {
            return false;
        }
        for (String label : host.split("\\.", -1)) {
            if (!LABEL.matcher(label).matches()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a {@code Host} header names this machine: {@code localhost} or a name under
     * {@code .localhost}, an address in 127.0.0.0/8, or {@code [::1]}, with an optional port.
     * Nothing is looked up: a name is judged by its spelling.
     *
     * @param host the header's value
     * @return true for a loopback name or address
     */
    public static boolean loopbackHost(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        String name;
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            if (end < 0 || end + 1 < h.length() && (h.charAt(end + 1) != ':' || !validPort(h.substring(end + 2)))) {
                return false;
            }
            name = h.substring(1, end);
            return name.equals("::1") || name.equals("0:0:0:0:0:0:0:1");
        }
        int c = h.indexOf(':');
        name = c < 0 ? h : h.substring(0, c);
        if (c >= 0 && !validPort(h.substring(c + 1))) {
            return false;
        }
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        if (name.equals("localhost") || name.endsWith(".localhost") && validName(name)) {
            return true;
        }
        return IPV4.matcher(name).matches() && name.startsWith("127.");
    }
}
