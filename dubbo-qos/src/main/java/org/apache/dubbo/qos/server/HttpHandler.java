package org.apache.dubbo.qos.server;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;

/**
 * {@code GET /<command>?a=x&b=y} runs {@code command} with the parameter values as arguments, in order (Apache
 * Dubbo's mapping: {@code /offline?service=com.Foo} is {@code offline com.Foo}). The answer is the command's text
 * with its status: 200, or 404 unknown command, 403 not permitted, 400/500 failed; {@code /live}, {@code /ready} and
 * {@code /startup} answer 200 or 503 for Kubernetes probes.
 */
final class HttpHandler extends SimpleChannelInboundHandler<FullHttpRequest> {

    private final CommandExecutor executor;

    HttpHandler(CommandExecutor executor) {
        this.executor = executor;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        if (!request.decoderResult().isSuccess()) {
            respond(ctx, request, CommandResult.of("Bad request", 400));
            return;
        }
        if (request.method() != HttpMethod.GET && request.method() != HttpMethod.POST) {
            respond(ctx, request, CommandResult.of("Only GET and POST are supported", 405));
            return;
        }
        QueryStringDecoder uri = new QueryStringDecoder(request.uri());
        String path = uri.path();
        String name = path.startsWith("/") ? path.substring(1) : path;
        int slash = name.indexOf('/');
        if (slash >= 0) {
            name = name.substring(0, slash);
        }
        List<String> args = new ArrayList<>();
        for (Map.Entry<String, List<String>> parameter : uri.parameters().entrySet()) {
            args.addAll(parameter.getValue());
        }
        CommandContext context = new CommandContext(name, args.toArray(new String[0]), true,
                (InetSocketAddress) ctx.channel().remoteAddress(), null);
        respond(ctx, request, executor.execute(context));
    }

    private static void respond(ChannelHandlerContext ctx, FullHttpRequest request, CommandResult result) {
        byte[] body = result.text().getBytes(StandardCharsets.UTF_8);
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(result.httpStatus()), Unpooled.wrappedBuffer(body));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, result.contentType());
        HttpUtil.setContentLength(response, body.length);
        boolean keepAlive = HttpUtil.isKeepAlive(request);
        HttpUtil.setKeepAlive(response, keepAlive);
        ChannelFuture written = ctx.writeAndFlush(response);
        if (!keepAlive) {
            written.addListener(ChannelFutureListener.CLOSE);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }
}
