extension ReadingNotice {
  /// One code per kind of message, its raw value snake_case and stable once
  /// published: JSON readers and translations key on it.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// Part of a C2PA credential could not be read, so it could not be checked.
    case c2paUnreadable = "c2pa_unreadable"
    /// The JPEG's image data was not analysed (too large for the bounds).
    case imageDataSkipped = "image_data_skipped"
    /// libjpeg could not read the JPEG's coefficients.
    case imageDataUnreadable = "image_data_unreadable"
    /// A metadata block a tag points to lies beyond the end of the file.
    case blockOutsideFile = "block_outside_file"
    /// The per-file read limit was reached before a metadata block.
    case blockPastReadLimit = "block_past_read_limit"
    /// A metadata block (a TIFF tag's, the GIF's XMP, a HEIF box) is larger than metalens reads.
    case blockTooLarge = "block_too_large"
    /// A box inside an ISOBMFF container has an invalid size; the boxes after it are not read.
    case boxSizeInvalid = "box_size_invalid"
    /// More chunks, blocks, boxes, items, resources, datasets or segments than metalens reads.
    case chunkLimit = "chunk_limit"
    /// A PNG or RIFF chunk is larger than metalens reads; it is skipped.
    case chunkTooLarge = "chunk_too_large"
    /// A chunk claims more bytes than the file has left.
    case chunkTruncated = "chunk_truncated"
    /// A chunk has an empty or invalid type.
    case chunkTypeInvalid = "chunk_type_invalid"
    /// A TIFF directory is cut short by the end of the file.
    case directoryTruncated = "directory_truncated"
    /// libexif dropped entries of an EXIF directory; they were read with the TIFF walk.
    case exifDirectoryRecovered = "exif_directory_recovered"
    /// libexif could not allocate its data.
    case exifAllocationFailed = "exif_allocation_failed"
    /// The EXIF block has no valid TIFF header.
    case exifNoTIFFHeader = "exif_no_tiff_header"
    /// IFD1 points to a thumbnail beyond the end of the EXIF block.
    case exifThumbnailOutside = "exif_thumbnail_outside"
    /// The EXIF block is too short to hold a TIFF header.
    case exifTooShort = "exif_too_short"
    /// A camera maker's MakerNote directory is damaged, so its tags are not decoded.
    case makerNoteUnreadable = "makernote_unreadable"
    /// The file ends inside a GIF block.
    case gifBlockTruncated = "gif_block_truncated"
    /// An unknown GIF block; the rest is not read.
    case gifBlockUnknown = "gif_block_unknown"
    /// A GIF's C2PA extension comes after an image, where C2PA readers do not look; it is not read.
    case gifC2PAAfterImage = "gif_c2pa_after_image"
    /// The file ends before the GIF trailer.
    case gifNoTrailer = "gif_no_trailer"
    /// The GIF could not be read past a byte.
    case gifReadError = "gif_read_error"
    /// The metadata goes past the bytes metalens reads per file.
    case headerBudgetReached = "header_budget_reached"
    /// A HEIF Exif item has no TIFF header where its offset field points.
    case heifExifOffsetInvalid = "heif_exif_offset_invalid"
    /// A HEIF metadata item could not be read.
    case heifItemProblem = "heif_item_problem"
    /// The HEIF metadata items could not be read.
    case heifItemsUnreadable = "heif_items_unreadable"
    /// The HEIF stores its items in a compact `mini` box, which metalens does not read yet.
    case heifMiniBox = "heif_mini_box"
    /// The HEIF has no `meta` box.
    case heifNoMetaBox = "heif_no_meta_box"
    /// The HEIF `meta` box names no primary item.
    case heifNoPrimaryItem = "heif_no_primary_item"
    /// Fewer bytes than a box header after a HEIF's last top-level box.
    case heifTrailingBytes = "heif_trailing_bytes"
    /// The ICC profile could not be reassembled or read.
    case iccProblem = "icc_problem"
    /// The ICC profile lists more tags than metalens reads.
    case iccTagLimit = "icc_tag_limit"
    /// An ICC text is longer than metalens shows; only its start is kept.
    case iccTextCut = "icc_text_cut"
    /// An IPTC dataset runs past the end of its block.
    case iptcDatasetTruncated = "iptc_dataset_truncated"
    /// IPTC data ends in unrecognised bytes.
    case iptcTrailingData = "iptc_trailing_data"
    /// The JPEG ends inside its image data: the end of the picture is likely missing.
    case jpegImageDataCut = "jpeg_image_data_cut"
    /// The JPEG's image data runs past the bytes read per file: whether the file is whole was not checked.
    case jpegImageDataEndUnchecked = "jpeg_image_data_end_unchecked"
    /// The JPEG has no image data (EOI before any scan).
    case jpegNoImageData = "jpeg_no_image_data"
    /// A JPEG segment has an invalid length; the segments after it are not read.
    case jpegSegmentLengthInvalid = "jpeg_segment_length_invalid"
    /// Stray bytes before a JPEG marker.
    case jpegStrayBytes = "jpeg_stray_bytes"
    /// A JUMBF box is larger than metalens reassembles.
    case jumbfBoxTooLarge = "jumbf_box_too_large"
    /// An APP11 JUMBF segment is too short.
    case jumbfSegmentTooShort = "jumbf_segment_too_short"
    /// libjpeg could not read the JPEG header.
    case libjpegHeaderUnreadable = "libjpeg_header_unreadable"
    /// libjpeg stepped over damaged data in the header.
    case libjpegWarning = "libjpeg_warning"
    /// A Photoshop resource runs past the end of APP13.
    case photoshopResourceTruncated = "photoshop_resource_truncated"
    /// Photoshop resources end in unrecognised data.
    case photoshopTrailingData = "photoshop_trailing_data"
    /// An invalid PNG chunk.
    case pngChunkInvalid = "png_chunk_invalid"
    /// The PNG's first chunk is not IHDR.
    case pngFirstChunkNotIHDR = "png_first_chunk_not_ihdr"
    /// The iCCP profile's compressed data is damaged.
    case pngICCPDamaged = "png_iccp_damaged"
    /// The iCCP profile inflates to more than metalens reads.
    case pngICCPTooLarge = "png_iccp_too_large"
    /// The IHDR chunk is too short.
    case pngIHDRTooShort = "png_ihdr_too_short"
    /// The file ends before the IEND chunk.
    case pngNoIEND = "png_no_iend"
    /// A PNG text chunk is not a readable raw profile.
    case pngRawProfileUnreadable = "png_raw_profile_unreadable"
    /// A PNG text chunk is malformed.
    case pngTextMalformed = "png_text_malformed"
    /// A PNG text chunk could not be read (compression, encoding).
    case pngTextUnreadable = "png_text_unreadable"
    /// The per-file read limit was reached; the rest of the file is not read.
    case readLimitReached = "read_limit_reached"
    /// The RIFF header claims more bytes than the file has.
    case riffSizeMismatch = "riff_size_mismatch"
    /// A TIFF's C2PA tag (0xCD41) is not of type UNDEFINED (7); C2PA readers refuse the file.
    case tiffC2PAWrongType = "tiff_c2pa_wrong_type"
    /// More TIFF directories than metalens reads.
    case tiffDirectoryLimit = "tiff_directory_limit"
    /// A TIFF directory, or all of them together, hold more entries than metalens reads.
    case tiffEntryLimit = "tiff_entry_limit"
    /// A TIFF directory's table lies over another's; it is not read.
    case tiffDirectoryOverlap = "tiff_directory_overlap"
    /// A TIFF directory pointer loops back to a directory already read.
    case tiffPointerLoop = "tiff_pointer_loop"
    /// A TIFF directory pointer points outside the file.
    case tiffPointerOutside = "tiff_pointer_outside"
    /// TIFF entries of an unknown type are left out.
    case tiffUnknownValueTypes = "tiff_unknown_value_types"
    /// TIFF values that could not be read are left out.
    case tiffValuesLeftOut = "tiff_values_left_out"
    /// The file ends before the end its own structure declares (a JPEG's
    /// header or segment, a HEIF's box, a TIFF's directory, a PNG's chunk).
    case truncated = "truncated"
    /// An Extended XMP chunk is too short.
    case xmpExtendedChunkTooShort = "xmp_extended_chunk_too_short"
    /// The Extended XMP the standard packet names is incomplete or inconsistent.
    case xmpExtendedIncomplete = "xmp_extended_incomplete"
    /// An Extended XMP packet that the standard packet does not name; ignored.
    case xmpExtendedUnnamed = "xmp_extended_unnamed"
    /// An XMP packet exempi rejected as not well-formed.
    case xmpRejected = "xmp_rejected"
    /// An XMP packet exempi rejected, read after dropping its duplicate or
    /// misnamed properties (XMPPacketRepair), or the stray bytes or XML
    /// declaration around it (XMPPacketTrim).
    case xmpRepaired = "xmp_repaired"
    /// An XMP packet nests deeper than metalens reads.
    case xmpTooDeep = "xmp_too_deep"
    /// An XMP packet has more properties side by side than metalens reads.
    case xmpTooWide = "xmp_too_wide"
  }
}
