package interop.capture;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.function.Consumer;

/**
 * Cuts one direction of a TCP stream into dubbo frames using the body length in each 16-byte header. Bytes that do
 * not start with the magic are handed on as they are, so a capture never silently loses data.
 */
final class FrameSplitter {

    private final Consumer<byte[]> frames;
    private final Consumer<byte[]> strayBytes;
    private byte[] pending = new byte[0];

    FrameSplitter(Consumer<byte[]> frames, Consumer<byte[]> strayBytes) {
        this.frames = frames;
        this.strayBytes = strayBytes;
    }

    void feed(byte[] chunk, int length) {
        ByteArrayOutputStream joined = new ByteArrayOutputStream(pending.length + length);
        joined.write(pending, 0, pending.length);
        joined.write(chunk, 0, length);
        byte[] data = joined.toByteArray();
        int offset = 0;
        while (data.length - offset >= CapturedFrame.HEADER_LENGTH) {
            if ((data[offset] & 0xFF) != 0xDA || (data[offset + 1] & 0xFF) != 0xBB) {
                byte[] stray = new byte[data.length - offset];
                System.arraycopy(data, offset, stray, 0, stray.length);
                strayBytes.accept(stray);
                offset = data.length;
                break;
            }
            int bodyLength = ByteBuffer.wrap(data, offset + 12, 4).getInt();
            int frameLength = CapturedFrame.HEADER_LENGTH + bodyLength;
            if (bodyLength < 0 || data.length - offset < frameLength) {
                break;
            }
            byte[] frame = new byte[frameLength];
            System.arraycopy(data, offset, frame, 0, frameLength);
            frames.accept(frame);
            offset += frameLength;
        }
        pending = new byte[data.length - offset];
        System.arraycopy(data, offset, pending, 0, pending.length);
    }
}
