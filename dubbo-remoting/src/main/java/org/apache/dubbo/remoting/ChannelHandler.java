package org.apache.dubbo.remoting;

/**
 * Receives the events of the channels of a transport. In Dubbo Tuned the messages {@link #received received} by
 * a server's or client's handler are the frames of the dubbo codec ({@code org.apache.dubbo.remoting.codec}
 * {@code InboundFrame}, or a {@code FrameViolation} when the peer broke the protocol), and those reported as
 * {@link #sent sent} are {@code OutboundFrame} summaries; a decorating handler passes them on unchanged.
 */
public interface ChannelHandler {

    void connected(Channel channel) throws RemotingException;

    void disconnected(Channel channel) throws RemotingException;

    void sent(Channel channel, Object message) throws RemotingException;

    void received(Channel channel, Object message) throws RemotingException;

    void caught(Channel channel, Throwable exception) throws RemotingException;
}
