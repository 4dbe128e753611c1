package org.apache.dubbo.qos.server;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.TelnetSession;

/**
 * A telnet session: one command per line ({@code name arg1 arg2}), each answer followed by {@code \r\ndubbo>};
 * {@code quit} (or {@code exit}) says {@code BYE!} and closes, as does Ctrl-C.
 */
final class TelnetHandler extends SimpleChannelInboundHandler<String> {

    static final String PROMPT = "dubbo>";
    static final String BANNER = "   ___   __  __ ___   ___   ____     \r\n"
            + "  / _ \\ / / / // _ ) / _ ) / __ \\  \r\n"
            + " / // // /_/ // _  |/ _  |/ /_/ /    \r\n"
            + "/____/ \\____//____//____/ \\____/   \r\n";

    private final CommandExecutor executor;
    private final TelnetSession session = new TelnetSession();

    TelnetHandler(CommandExecutor executor) {
        this.executor = executor;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
        if (line.indexOf('\u00ff') >= 0 || line.indexOf('\u0003') >= 0) {
            // telnet IAC sequences / Ctrl-C: the user wants out
            ctx.close();
            return;
        }
        String trimmed = line.trim();
        if (trimmed.isEmpty()) {
            ctx.writeAndFlush(PROMPT);
            return;
        }
        List<String> words = split(trimmed);
        String name = words.get(0);
        if ("quit".equals(name) || "exit".equals(name)) {
            ctx.writeAndFlush("BYE!\n").addListener(ChannelFutureListener.CLOSE);
            return;
        }
        String[] args = words.subList(1, words.size()).toArray(new String[0]);
        CommandContext context = new CommandContext(name, args, false,
                (InetSocketAddress) ctx.channel().remoteAddress(), session);
        CommandResult result = executor.execute(context);
        ctx.writeAndFlush(result.text() + "\r\n" + PROMPT);
    }

    /** Splits on blanks, keeping double-quoted text (with its quotes) together: {@code invoke x.say("a b")}. */
    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"' && (i == 0 || line.charAt(i - 1) != '\\')) {
                quoted = !quoted;
            }
            if (!quoted && Character.isWhitespace(c)) {
                if (word.length() > 0) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (word.length() > 0) {
            words.add(word.toString());
        }
        return words;
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (cause instanceof TooLongFrameException) {
            ctx.writeAndFlush("Command too long (at most " + ProtocolSniffer.MAX_LINE + " characters)\r\n" + PROMPT);
            return;
        }
        ctx.close();
    }
}
